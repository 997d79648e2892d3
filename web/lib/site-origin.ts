/**
 * The site's public address (PUBLIC_URL), when a page the server rendered said it (docs/decisions/0048): the
 * server's render and the browser's take-over then write the same links, and so does the rest of the visit.
 */
let publicOrigin = '';

export function setPublicOrigin(origin: string): void {
  publicOrigin = origin;
}

/** Where the site is served from, for links shared outside it: the public address, else the browser's. */
export function siteOrigin(): string {
  if (publicOrigin || typeof window === 'undefined') return publicOrigin;
  return window.location.origin;
}
