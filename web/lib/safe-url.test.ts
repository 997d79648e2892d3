import { describe, expect, it } from 'vitest';
import { displayLink, toSafeHttpUrl } from './safe-url.js';

describe('toSafeHttpUrl', () => {
  it.each(['https://jobs.example.org/x', 'http://example.org', ' https://example.org/a?b=c '])('accepts %s', (link) => {
    expect(toSafeHttpUrl(link)).not.toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'example.org', '', 'ftp://example.org'])(
    'refuses %j',
    (link) => {
      expect(toSafeHttpUrl(link)).toBeNull();
    },
  );
});

describe('displayLink', () => {
  it('drops the scheme and a trailing slash', () => {
    expect(displayLink(new URL('https://www.example.org/jobs/'))).toBe('www.example.org/jobs');
    expect(displayLink(new URL('https://example.org'))).toBe('example.org');
  });
});
