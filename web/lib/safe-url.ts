// Links typed by an administrator, shown to students and administrators.

/** Only http(s) links become clickable: an administrator typo or a javascript: link must not run. */
export function toSafeHttpUrl(link: string): URL | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** 'www.example.com/jobs' for display: no scheme, no trailing slash. */
export function displayLink(url: URL): string {
  const text = `${url.host}${url.pathname}${url.search}`;
  return text.endsWith('/') ? text.slice(0, -1) : text;
}
