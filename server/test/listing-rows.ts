import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DB } from '#server/db/database.js';
import { newId } from '#server/lib/ids.js';
import type { JobType } from '#shared/constants.js';

const DAY = 24 * 60 * 60 * 1000;

export interface Listing {
  /** A fixed id, for tests whose order breaks ties by id; a new one otherwise. */
  id?: string;
  title?: string;
  domain?: string;
  company?: string;
  location?: string;
  type?: JobType;
  salary?: number;
  description?: string;
  requirements?: string[];
  featured?: boolean;
  active?: boolean;
  held?: boolean;
  /** Days from now; negative: already expired; null: no date. */
  expiresInDays?: number | null;
  /** Days since it was posted (1 unless told). */
  ageDays?: number;
}

/** Writes listings straight to the database, as another process would; returns their ids in order. */
export async function insertListings(db: DB, listings: Listing[]): Promise<string[]> {
  const now = Date.now();
  const rows = listings.map((listing) => ({
    id: listing.id ?? newId(),
    title: listing.title ?? 'Frontend Developer Intern',
    company: listing.company ?? 'Acme Pvt Ltd',
    location: listing.location ?? 'Bengaluru',
    email: 'hr@acme.example.com',
    domain: listing.domain ?? 'Technology',
    position: 'Intern',
    type: listing.type ?? 'Full-time',
    duration: '3 months',
    salary: listing.salary ?? 15000,
    description: listing.description ?? 'Build screens for a student app with React and TypeScript.',
    requirements: JSON.stringify(listing.requirements ?? ['Curiosity']),
    is_active: listing.active === false || listing.held ? 0 : 1,
    held: listing.held ? 1 : 0,
    featured: listing.featured ? 1 : 0,
    expiry_date:
      listing.expiresInDays === null ? null : new Date(now + (listing.expiresInDays ?? 30) * DAY).toISOString(),
    created_at: new Date(now - (listing.ageDays ?? 1) * DAY).toISOString(),
    updated_at: new Date(now - (listing.ageDays ?? 1) * DAY).toISOString(),
  }));
  await db.insertInto('internships').values(rows).execute();
  return rows.map((row) => row.id);
}

/** A web folder holding the real shell (web/index.html), as the built app's pages start from it, and a stale robots.txt. */
export function shellWebRoot(): { root: string; indexHtml: string } {
  const root = mkdtempSync(join(tmpdir(), 'pages-web-'));
  const indexHtml = readFileSync(join(import.meta.dirname, '../../web/index.html'), 'utf8');
  writeFileSync(join(root, 'index.html'), indexHtml);
  // What an older build left: the static robots.txt the server's own replaced (docs/decisions/0044).
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return { root, indexHtml };
}
