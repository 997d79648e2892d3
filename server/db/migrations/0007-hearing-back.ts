import { type Kysely, sql } from 'kysely';

// Hearing back (docs/decisions/0033): each application's history, the company's answers from its mail,
// a reminder, and an honest close after the days an administrator sets.

/** The applications' new text columns (first_answer_hours, an integer, comes on its own). */
const TEXT_COLUMNS = [
  // When the application was first queued to the company: its answer links run 90 days from then.
  'company_mailed_at',
  // The company's address at that time (responsiveness is counted by company name and mail domain;
  // the student is shown it on day 5).
  'company_email',
  'delivered_at',
  'opened_at',
  'first_answer_at',
  // The company's last answer: shortlist, interview, offer or not_selected.
  'last_answer',
  'reminded_at',
  // 'No response' when closed for want of an answer; null while open.
  'closed_reason',
  // Since when it waits for an answer: the applying, or an administrator's reopening.
  'awaiting_since',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of TEXT_COLUMNS) {
    await db.schema.alterTable('applications').addColumn(column, 'text').execute();
  }
  // Hours from the first mailing to the first answer: responsiveness takes medians of it without date
  // arithmetic that differs between the databases.
  await db.schema.alterTable('applications').addColumn('first_answer_hours', 'integer').execute();
  await db
    .updateTable('applications' as never)
    .set({ awaiting_since: sql.ref('applied_at') } as never)
    .execute();
  // The sweep reads only open applications that no one has answered: a small part of the table.
  await db.schema
    .createIndex('applications_awaiting_answer')
    .on('applications')
    .columns(['awaiting_since'])
    .where(sql.ref('status'), '=', 'Pending')
    .where(sql.ref('closed_reason'), 'is', null)
    .execute();

  // Responsiveness reads the applications that reached a company, by time, a page at a time: the index
  // holds every column it reads, so a page never looks up the table.
  await db.schema
    .createIndex('applications_mailed')
    .on('applications')
    .columns(['applied_at', 'id', 'job_company', 'company_email', 'first_answer_hours'])
    .where(sql.ref('company_mailed_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('application_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('status', 'text')
    .addColumn('note', 'text')
    .addColumn('interview_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_events_application')
    .on('application_events')
    .columns(['application_id', 'created_at'])
    .execute();
  // Responsiveness reads the company answers of the last 180 days.
  await db.schema
    .createIndex('application_events_answers')
    .on('application_events')
    .columns(['kind', 'created_at'])
    .execute();

  await db.schema
    .alterTable('settings')
    .addColumn('no_response_days', 'integer', (c) => c.notNull().defaultTo(15))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('no_response_days').execute();
  await db.schema.dropTable('application_events').ifExists().execute();
  await db.schema.dropIndex('applications_awaiting_answer').ifExists().execute();
  await db.schema.dropIndex('applications_mailed').ifExists().execute();
  for (const column of [...TEXT_COLUMNS, 'first_answer_hours']) {
    await db.schema.alterTable('applications').dropColumn(column).execute();
  }
}
