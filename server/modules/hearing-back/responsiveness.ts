import type { DB } from '#server/db/database.js';
import { daysBefore, yieldToEventLoop } from '#server/lib/time.js';
import { RESPONSIVENESS_MIN_APPLICATIONS, RESPONSIVENESS_WINDOW_DAYS } from '#shared/hearing-back.js';
import type { TCompanyResponsivenessRow, TResponsiveness } from '#shared/schemas/hearing-back.js';

// How companies answer (docs/decisions/0033): per company, by its name and its mail domain, the share of
// applications answered and the median days to a first answer, over the applications that reached it in
// the last 180 days. Counted in memory from the database a page at a time (short queries, a pause for
// the event loop between pages), again at every housekeeping round; answers read the last count.

const PAGE = 1_000;

interface Tally {
  company: string;
  domain: string;
  applications: number;
  /** How many first answers came after each number of hours. */
  hours: Map<number, number>;
}

const domainOf = (email: string | null) =>
  email
    ? email
        .slice(email.lastIndexOf('@') + 1)
        .trim()
        .toLowerCase()
    : '';
const keyOf = (company: string, email: string | null) => `${company.trim().toLowerCase()}|${domainOf(email)}`;

/** The median of a histogram of hours, in days to one decimal. */
function medianDays(hours: Map<number, number>): number | null {
  const total = [...hours.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const sorted = [...hours.entries()].sort(([a], [b]) => a - b);
  const valueAt = (rank: number) => {
    let seen = 0;
    for (const [hour, count] of sorted) {
      seen += count;
      if (seen > rank) return hour;
    }
    return sorted.at(-1)?.[0] ?? 0;
  };
  const middle = total % 2 === 1 ? valueAt((total - 1) / 2) : (valueAt(total / 2 - 1) + valueAt(total / 2)) / 2;
  return Math.round((middle / 24) * 10) / 10;
}

const figuresOf = (tally: Tally): TResponsiveness => {
  const answered = [...tally.hours.values()].reduce((sum, count) => sum + count, 0);
  return { applications: tally.applications, answered, medianDays: medianDays(tally.hours) };
};

/** What the public pages show of a company's tally: its figures once they rest on enough applications. */
const shownOf = (tally: Tally | undefined): TResponsiveness | null =>
  tally && tally.applications >= RESPONSIVENESS_MIN_APPLICATIONS ? figuresOf(tally) : null;

/** Whether two counts show the public the same figures for every company. */
function showSame(before: Map<string, Tally>, after: Map<string, Tally>): boolean {
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const [was, is] = [shownOf(before.get(key)), shownOf(after.get(key))];
    if (was?.applications !== is?.applications || was?.answered !== is?.answered) return false;
    if (was?.medianDays !== is?.medianDays) return false;
  }
  return true;
}

export class ResponsivenessBook {
  private tallies = new Map<string, Tally>();
  private counting: Promise<void> | null = null;
  private countsChanged = 0;

  /**
   * How many counts have changed a figure the public pages show: what was made from an earlier count (the
   * lists' cards, the kept answers) is made again. A count that changed none (most housekeeping rounds)
   * leaves them be.
   */
  get counted(): number {
    return this.countsChanged;
  }

  /** A company's figures, once they rest on enough applications to be fair to it; else null. */
  of(company: string, email: string | null): TResponsiveness | null {
    return shownOf(this.tallies.get(keyOf(company, email)));
  }

  /** Every company with an application in the window, the least answering first (the admin's table). */
  table(): TCompanyResponsivenessRow[] {
    return [...this.tallies.values()]
      .map((tally) => ({ company: tally.company, domain: tally.domain, ...figuresOf(tally) }))
      .sort((a, b) => a.answered / a.applications - b.answered / b.applications || b.applications - a.applications);
  }

  /** The whole platform's answer rate (a percentage) and median days to a first answer. */
  overall(): { answerRate: number; medianDaysToAnswer: number | null } {
    const hours = new Map<number, number>();
    let applications = 0;
    for (const tally of this.tallies.values()) {
      applications += tally.applications;
      for (const [hour, count] of tally.hours) hours.set(hour, (hours.get(hour) ?? 0) + count);
    }
    const answered = [...hours.values()].reduce((sum, count) => sum + count, 0);
    return {
      answerRate: applications === 0 ? 0 : Math.round((answered / applications) * 100),
      medianDaysToAnswer: medianDays(hours),
    };
  }

  /** Count again at `now`; a count already running is joined, not doubled. */
  refresh(db: DB, now = new Date()): Promise<void> {
    this.counting ??= this.count(db, now).finally(() => {
      this.counting = null;
    });
    return this.counting;
  }

  private async count(db: DB, now: Date): Promise<void> {
    const tallies = new Map<string, Tally>();
    const since = daysBefore(now, RESPONSIVENESS_WINDOW_DAYS);
    let after: { appliedAt: string; id: string } | null = null;
    for (;;) {
      // The page's start as a bound of its own: SQLite seeks the index with it (not with the row value).
      const from: string = after ? after.appliedAt : since;
      let query = db
        .selectFrom('applications')
        .select(['id', 'applied_at', 'job_company', 'company_email', 'first_answer_hours'])
        .where('company_mailed_at', 'is not', null)
        .where('applied_at', '>=', from)
        .orderBy('applied_at')
        .orderBy('id')
        .limit(PAGE);
      if (after) {
        const { appliedAt, id } = after;
        // A row value, so the page starts where the last ended in the index instead of scanning to it.
        query = query.where((eb) => eb(eb.refTuple('applied_at', 'id'), '>', eb.tuple(appliedAt, id)));
      }
      const rows = await query.execute();
      for (const row of rows) {
        const key = keyOf(row.job_company, row.company_email);
        let tally = tallies.get(key);
        if (!tally) {
          tally = {
            company: row.job_company.trim(),
            domain: domainOf(row.company_email),
            applications: 0,
            hours: new Map(),
          };
          tallies.set(key, tally);
        }
        tally.applications += 1;
        if (row.first_answer_hours !== null) {
          tally.hours.set(row.first_answer_hours, (tally.hours.get(row.first_answer_hours) ?? 0) + 1);
        }
      }
      const last = rows.at(-1);
      if (!last || rows.length < PAGE) break;
      after = { appliedAt: last.applied_at, id: last.id };
      await yieldToEventLoop();
    }
    if (!showSame(this.tallies, tallies)) this.countsChanged += 1;
    this.tallies = tallies;
  }
}
