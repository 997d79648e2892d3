import { escapeHtml } from './html-escape.js';

/** A <meta> tag with its content escaped. */
export const metaTag = (key: 'name' | 'property', value: string, content: string) =>
  `<meta ${key}="${value}" content="${escapeHtml(content)}" />`;

/** What every page the server renders carries in its head: title, description, canonical and sharing tags. */
export function pageHead({
  title,
  shareTitle = title,
  description,
  url,
  platformName,
}: {
  /** The tab's title. */
  title: string;
  /** What a shared link's preview reads as its title (without the site's name, which it shows apart). */
  shareTitle?: string;
  description: string;
  url: string;
  platformName: string;
}): string {
  return [
    `<title>${escapeHtml(title)}</title>`,
    metaTag('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', platformName),
    metaTag('property', 'og:title', shareTitle),
    metaTag('property', 'og:description', description),
    metaTag('property', 'og:url', url),
    metaTag('property', 'og:locale', 'en_IN'),
  ].join('\n    ');
}
