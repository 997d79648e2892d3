import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

// The whole data model of both spec documents plus docs/spec/product-decisions.md. Types chosen to behave the same on
// SQLite and PostgreSQL (docs/decisions/0002-portable-columns.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = dialectOf(db) === 'postgres' ? 'bytea' : 'blob';

  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', bytes, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('current_city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pin_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('future_goals', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('study_preference', 'text', (c) => c.notNull().defaultTo('Abroad'))
    .addColumn('section', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('higher_education', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('twelfth_pu', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('ug_degree', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('pg_masters', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('current_academic_status', 'text', (c) => c.notNull().defaultTo('First Year'))
    .addColumn('skills', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('resume_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('picture_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('marketing_consent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();

  await db.schema
    .createTable('admins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('excel_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id'))
    .addColumn('jobs_created', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('uploaded_by_username', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('internships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('Full-time'))
    .addColumn('duration', 'text', (c) => c.notNull())
    .addColumn('salary', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('requirements', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expiry_date', 'text')
    .addColumn('application_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('upload_id', 'text', (c) => c.references('excel_uploads.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The public list order: featured first, then newest (docs/spec/product-decisions.md → Internships).
  await db.schema
    .createIndex('internships_public_order')
    .on('internships')
    .columns(['is_active', 'featured desc', 'created_at desc', 'id'])
    .execute();
  await db.schema.createIndex('internships_location').on('internships').column('location').execute();
  await db.schema.createIndex('internships_domain').on('internships').column('domain').execute();

  await db.schema
    .createTable('global_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('country_name', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('continents', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('global_jobs_country').on('global_jobs').column('country_name').execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('job_title', 'text', (c) => c.notNull())
    .addColumn('job_company', 'text', (c) => c.notNull())
    .addColumn('job_location', 'text', (c) => c.notNull())
    .addColumn('job_salary', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending'))
    .addColumn('mail_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('cover_letter', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One application per student and internship, even under parallel requests (docs/spec/product-decisions.md → Applications).
  await db.schema
    .createIndex('applications_user_job')
    .on('applications')
    .columns(['user_id', 'job_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('applications_user_applied')
    .on('applications')
    .columns(['user_id', 'applied_at'])
    .execute();
  await db.schema.createIndex('applications_job').on('applications').column('job_id').execute();
  await db.schema.createIndex('applications_applied').on('applications').column('applied_at').execute();

  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('max_applications_per_user', 'integer', (c) => c.notNull())
    .addColumn('email_notifications', 'integer', (c) => c.notNull())
    .addColumn('auto_approval', 'integer', (c) => c.notNull())
    .addColumn('maintenance_mode', 'integer', (c) => c.notNull())
    .addColumn('registration_enabled', 'integer', (c) => c.notNull())
    .addColumn('platform_name', 'text', (c) => c.notNull())
    .addColumn('support_email', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('one_time_codes_email')
    .on('one_time_codes')
    .columns(['email', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('reset_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('application_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limits',
    'mail_outbox',
    'reset_tokens',
    'one_time_codes',
    'settings',
    'applications',
    'global_jobs',
    'internships',
    'excel_uploads',
    'admins',
    'users',
    'files',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
