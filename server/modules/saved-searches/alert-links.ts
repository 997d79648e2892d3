import { createHmac, timingSafeEqual } from 'node:crypto';

// The alert mail's unsubscribe link (RFC 8058): `{savedSearchId}.{signature}`, the signature an HMAC-SHA256
// of the search's id under a key drawn from the server's secret. Nothing is stored; it does not expire
// (an old mail's link still stops the alerts); a search that is gone simply finds nothing.

export interface AlertLinks {
  token(savedSearchId: string): string;
  /** The saved search the token names, or null when the server did not sign it. */
  check(token: string): string | null;
  /** The one-click POST address (List-Unsubscribe) and the page a person opens from the mail. */
  unsubscribeApiUrl(token: string): string;
  unsubscribePageUrl(token: string): string;
}

export function alertLinks(serverSecret: string, publicUrl: string): AlertLinks {
  const key = createHmac('sha256', serverSecret).update('alert unsubscribe links').digest();
  const sign = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  return {
    token: (id) => `${id}.${sign(id)}`,
    check(token) {
      const [id, signature, ...rest] = token.split('.');
      if (!id || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
    unsubscribeApiUrl: (token) => `${publicUrl}/api/alerts/unsubscribe/${encodeURIComponent(token)}`,
    unsubscribePageUrl: (token) => `${publicUrl}/alerts/unsubscribe/${encodeURIComponent(token)}`,
  };
}
