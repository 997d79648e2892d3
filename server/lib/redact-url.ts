/** Query parameters whose values are secrets: a reset link's token, a code typed into a page. */
const SECRET_PARAMETERS = new Set(['token', 'code', 'otp', 'password']);

/**
 * Paths whose last segment is a secret: the company's answer and resume links (docs/decisions/0033), an
 * administrator's invitation, its page and its calls (docs/decisions/0037).
 */
const SECRET_PATHS =
  /^(\/answer\/|\/api\/company-answers\/(?:resume\/)?|\/admin\/invitation\/|\/api\/admin\/invitations\/)[^/?#]+/;

/** A query that may name one of them: no secret name, not even escaped (`%74oken`), means nothing to hide. */
const MAY_NAME_SECRET = new RegExp(`${[...SECRET_PARAMETERS].join('|')}|%`, 'i');

const redactPathSecrets = (url: string) => url.replace(SECRET_PATHS, '$1[redacted]');

/**
 * `url` (a request line's target) with the value of every secret query parameter replaced, for the
 * log: `/reset-password?token=abc` → `/reset-password?token=[redacted]`. Names are matched in any
 * letter case; the rest of the line is kept as it was. A link whose path is the secret has it replaced too.
 */
export function redactUrl(target: string): string {
  const url = redactPathSecrets(target);
  const query = url.indexOf('?');
  if (query < 0 || !MAY_NAME_SECRET.test(url.slice(query + 1))) return url;
  const parts = url
    .slice(query + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const rawName = equals < 0 ? part : part.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judge the name as written
      }
      return equals >= 0 && SECRET_PARAMETERS.has(name.trim().toLowerCase()) ? `${rawName}=[redacted]` : part;
    });
  return `${url.slice(0, query)}?${parts.join('&')}`;
}
