import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DB } from '#server/db/database.js';
import { isOpen } from '../jobs/jobs.mapper.js';
import { escapeXml } from './html-escape.js';
import { listingUrl } from './listing-head.js';
import { findListingStampsAfter } from './pages.repo.js';

/** sitemaps.org: at most 50,000 URLs a file; more go into pages listed by a sitemap index. */
export const SITEMAP_PAGE_SIZE = 50_000;
/** Rows a read: a few milliseconds of SQLite each, with the loop free between them. */
const CHUNK = 1_000;
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export const sitemapPageUrl = (publicUrl: string, page: number) => `${publicUrl}/sitemaps/internships-${page}.xml`;

/** Where each page starts: the id just before its first listing ('' for the first page). */
export interface SitemapPlan {
  total: number;
  starts: string[];
}

/**
 * Open listings (not held, active, not past their expiry) after `afterId` in id order, at most `count`,
 * a chunk at a time; the loop runs between chunks.
 */
async function* openListings(db: DB, now: string, afterId: string, count: number) {
  let last = afterId;
  let left = count;
  while (left > 0) {
    const rows = await findListingStampsAfter(db, last, CHUNK);
    const open = rows.filter((row) => row.held === 0 && isOpen(row, now)).slice(0, left);
    if (open.length > 0) yield open;
    left -= open.length;
    if (rows.length < CHUNK) return;
    last = rows[rows.length - 1]?.id ?? last;
    await nextTurn();
  }
}

/** Counts the open listings and notes where each page of `pageSize` begins. */
export async function planSitemap(db: DB, pageSize: number, now = new Date().toISOString()): Promise<SitemapPlan> {
  const starts = [''];
  let total = 0;
  for await (const rows of openListings(db, now, '', Number.POSITIVE_INFINITY)) {
    for (const row of rows) {
      total += 1;
      if (total % pageSize === 0) starts.push(row.id);
    }
  }
  // A last start with nothing after it (the total a multiple of the page size) is no page.
  if (starts.length > 1 && total % pageSize === 0) starts.pop();
  return { total, starts };
}

/** One <urlset> of at most `pageSize` listings, starting after `afterId`. */
export async function buildSitemapPage(
  db: DB,
  {
    publicUrl,
    afterId,
    pageSize,
    now = new Date().toISOString(),
  }: {
    publicUrl: string;
    afterId: string;
    pageSize: number;
    now?: string;
  },
): Promise<string> {
  const parts = [`${XML_HEAD}<urlset ${NS}>\n`];
  for await (const rows of openListings(db, now, afterId, pageSize)) {
    for (const { id, updated_at } of rows) {
      parts.push(
        `<url><loc>${escapeXml(listingUrl(publicUrl, id))}</loc><lastmod>${escapeXml(updated_at)}</lastmod></url>\n`,
      );
    }
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** The <sitemapindex> naming pages 1..`pages`. */
export function buildSitemapIndex(publicUrl: string, pages: number): string {
  const entries = Array.from(
    { length: pages },
    (_, index) => `<sitemap><loc>${escapeXml(sitemapPageUrl(publicUrl, index + 1))}</loc></sitemap>\n`,
  );
  return `${XML_HEAD}<sitemapindex ${NS}>\n${entries.join('')}</sitemapindex>\n`;
}

/** robots.txt: the public pages open, the private ones closed (docs/decisions/0018), and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /reset-password',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
