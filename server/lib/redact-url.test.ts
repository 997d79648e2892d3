import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it('hides the values of token, code, otp and password, in any letter case, and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc.def-ghi')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/x?a=1&OTP=123456&b=&Code=9&password=p%20w&keep=token')).toBe(
      '/x?a=1&OTP=[redacted]&b=&Code=[redacted]&password=[redacted]&keep=token',
    );
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]'); // an escaped name is still the name
    expect(redactUrl('/x?tok%en=abc&token')).toBe('/x?tok%en=abc&token'); // malformed, or no value: kept
    expect(redactUrl('/internships?search=token')).toBe('/internships?search=token');
    expect(redactUrl('/no-query')).toBe('/no-query');
  });

  it("hides the company's answer and resume links, whose path is the secret", () => {
    expect(redactUrl('/answer/abc.123.sig?choice=offer')).toBe('/answer/[redacted]?choice=offer');
    expect(redactUrl('/api/company-answers/abc.123.sig/opened')).toBe('/api/company-answers/[redacted]/opened');
    expect(redactUrl('/api/company-answers/resume/abc.123.sig')).toBe('/api/company-answers/resume/[redacted]');
    expect(redactUrl('/answers-page/abc')).toBe('/answers-page/abc');
    expect(redactUrl('/admin/invitation/Ab_c-1')).toBe('/admin/invitation/[redacted]');
    expect(redactUrl('/api/admin/invitations/Ab_c-1')).toBe('/api/admin/invitations/[redacted]');
    expect(redactUrl('/api/admin/admins/invitations/0123abcd')).toBe('/api/admin/admins/invitations/0123abcd');
  });
});
