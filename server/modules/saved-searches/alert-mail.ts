import escapeHtml from 'escape-html';
import { mailWordsIn } from '#server/i18n/mail-words.js';
import { isLanguage, type Language } from '#shared/languages.js';
import { ALERT_ITEMS_MAX, SAVED_SEARCHES_SECTION } from '#shared/saved-searches.js';
import type { TSavedSearchFilters } from '#shared/schemas/saved-searches.js';
import { type MailContent, wrap } from '../mail/templates.js';

// A saved search's alert (docs/decisions/0046), in the student's language: at most ALERT_ITEMS_MAX new
// internships, a link to all of them, why the mail came, a link to manage alerts and one to stop these.

export interface AlertListing {
  id: string;
  title: string;
  company: string;
  location: string;
  salary: number;
}

export interface AlertMailInput {
  platformName: string;
  publicUrl: string;
  studentName: string;
  language: string | null;
  searchName: string;
  filters: TSavedSearchFilters;
  frequency: 'daily' | 'weekly';
  /** The newest matches first, ALERT_ITEMS_MAX at most, and how many there are in all. */
  listings: AlertListing[];
  total: number;
  unsubscribePageUrl: string;
}

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** The list page with the search's filters, newest first: where the new internships are on top. */
export function searchPageUrl(publicUrl: string, filters: TSavedSearchFilters): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined && value !== '') query.set(name, `${value}`);
  query.set('sort', 'newest');
  return `${publicUrl}/internships?${query}`;
}

export function alertMail(input: AlertMailInput): MailContent {
  const language: Language = input.language && isLanguage(input.language) ? input.language : 'en';
  const say = mailWordsIn(language);
  const { publicUrl, searchName: name } = input;
  const shown = input.listings.slice(0, ALERT_ITEMS_MAX);
  const pay = (salary: number) =>
    salary > 0 ? say('MAIL_ALERT_STIPEND', { amount: rupees.format(salary) }) : say('MAIL_ALERT_UNPAID');
  const link = (listing: AlertListing) => `${publicUrl}/internships/${encodeURIComponent(listing.id)}`;
  const seeAll = input.total > shown.length ? say('MAIL_ALERT_SEE_ALL', { count: input.total }) : '';
  const allUrl = searchPageUrl(publicUrl, input.filters);
  const manageUrl = `${publicUrl}/dashboard#${SAVED_SEARCHES_SECTION}`;
  const why = say(input.frequency === 'weekly' ? 'MAIL_ALERT_WHY_WEEKLY' : 'MAIL_ALERT_WHY_DAILY');
  const manage = say('MAIL_ALERT_MANAGE');
  const stop = say('MAIL_ALERT_UNSUBSCRIBE');

  const text = [
    say('MAIL_HELLO', { name: input.studentName }),
    say('MAIL_ALERT_LEAD', { name }),
    shown
      .map(
        (listing) =>
          `- ${listing.title}, ${listing.company}, ${listing.location}, ${pay(listing.salary)}\n  ${link(listing)}`,
      )
      .join('\n'),
    seeAll ? `${seeAll}: ${allUrl}` : '',
    `${why}\n${manage}: ${manageUrl}\n${stop}: ${input.unsubscribePageUrl}`,
  ]
    .filter(Boolean)
    .join('\n\n');

  const items = shown
    .map(
      (
        listing,
      ) => `<li style="margin:0 0 12px"><a href="${escapeHtml(link(listing))}" style="font-weight:bold;color:#4338ca">${escapeHtml(listing.title)}</a><br>
<span style="color:#475569">${escapeHtml(listing.company)} · ${escapeHtml(listing.location)} · ${escapeHtml(pay(listing.salary))}</span></li>`,
    )
    .join('\n');
  const html = wrap(
    input.platformName,
    `<p>${escapeHtml(say('MAIL_HELLO', { name: input.studentName }))}</p>
<p>${escapeHtml(say('MAIL_ALERT_LEAD', { name }))}</p>
<ul style="padding-left:18px">${items}</ul>
${seeAll ? `<p><a href="${escapeHtml(allUrl)}" style="color:#4338ca">${escapeHtml(seeAll)}</a></p>` : ''}
<p style="color:#64748b;font-size:13px;margin-top:24px">${escapeHtml(why)}<br>
<a href="${escapeHtml(manageUrl)}" style="color:#4338ca">${escapeHtml(manage)}</a> · <a href="${escapeHtml(input.unsubscribePageUrl)}" style="color:#4338ca">${escapeHtml(stop)}</a></p>`,
    language,
  );
  return { subject: say('MAIL_ALERT_SUBJECT', { count: input.total, name }), text, html };
}
