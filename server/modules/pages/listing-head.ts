import type { TJob } from '#shared/schemas/job.js';
import { jsonForScript } from './html-escape.js';
import { metaTag, pageHead } from './page-head.js';

export interface SiteFacts {
  /** config.publicUrl, without a trailing slash. */
  publicUrl: string;
  /** The settings' platform name. */
  platformName: string;
}

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
/** How much of the description a preview shows: about what WhatsApp and search results print. */
const SNIPPET_CHARS = 160;

export const listingUrl = (publicUrl: string, id: string) => `${publicUrl}/internships/${encodeURIComponent(id)}`;

/** Remote by its type, or by a location that says so (the seed and imports write "Remote" there too). */
const isRemote = (job: TJob) => job.type === 'Remote' || /^\s*(remote|work from home)\s*$/i.test(job.location);

/** docs/spec/product-decisions.md → Internships: salary is whole rupees a month; 0 means unpaid. */
const stipendText = (salary: number) => (salary > 0 ? `₹${rupees.format(salary)} a month` : 'Unpaid');

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_CHARS) return flat;
  const cut = flat.slice(0, SNIPPET_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SNIPPET_CHARS / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * Google's JobPosting (developers.google.com/search/docs/appearance/structured-data/job-posting) for an open
 * listing; a closed one has none, so no search engine offers it as a job.
 */
export function jobPosting(job: TJob, publicUrl: string): Record<string, unknown> {
  const employmentType =
    job.type === 'Full-time' ? ['INTERN', 'FULL_TIME'] : job.type === 'Part-time' ? ['INTERN', 'PART_TIME'] : 'INTERN';
  const place = isRemote(job)
    ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } }
    : {
        jobLocation: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'IN' },
        },
      };
  // An unpaid listing has no salary to state; none is made up.
  const salary =
    job.salary > 0
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'INR',
            value: { '@type': 'QuantitativeValue', value: job.salary, unitText: 'MONTH' },
          },
        }
      : {};
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.createdAt,
    ...(job.expiryDate ? { validThrough: job.expiryDate } : {}),
    employmentType,
    hiringOrganization: { '@type': 'Organization', name: job.company },
    ...place,
    ...salary,
    directApply: true,
    url: listingUrl(publicUrl, job._id),
  };
}

/** The head of /internships/{id}: title, description, canonical, Open Graph, Twitter and, when open, JSON-LD. */
export function listingHead(job: TJob, { publicUrl, platformName }: SiteFacts): string {
  const url = listingUrl(publicUrl, job._id);
  const name = `${job.title} at ${job.company}`;
  const facts = `${stipendText(job.salary)} · ${job.location} · ${job.duration}`;
  const title = job.isClosed ? `Closed: ${name}` : name;
  const summary = job.isClosed ? `Applications are closed. ${facts}.` : `${facts}.`;
  const description = `${summary} ${snippet(job.description)}`;
  const tags = [
    pageHead({ title: `${title} | ${platformName}`, shareTitle: title, description, url, platformName }),
    metaTag('name', 'twitter:card', 'summary'),
    metaTag('name', 'twitter:title', title),
    metaTag('name', 'twitter:description', description),
  ];
  if (!job.isClosed) {
    tags.push(`<script type="application/ld+json">${jsonForScript(jobPosting(job, publicUrl))}</script>`);
  }
  return tags.join('\n    ');
}
