import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '#shared/error-codes.js';
import { inEnglish, readRefusalCatalog, refusalIn } from './refusal-words.js';

/** The values a message names: `{seconds}`, `{max, plural, …}`. */
const valuesNamed = (message: string) => new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]));

const SCRIPTS = { kn: /[\u0C80-\u0CFF]/, hi: /[\u0900-\u097F]/ } as const;

describe('the server catalogs (locales/{kn,hi}/server.po)', () => {
  const kn = readRefusalCatalog('kn');
  const hi = readRefusalCatalog('hi');
  const keys = (entries: typeof kn) => entries.map(({ code, source }) => `${code} ${source}`).sort();

  it('translate the same refusals, every one, each under a real error code', () => {
    expect(kn.length).toBeGreaterThan(30);
    expect(keys(hi)).toEqual(keys(kn));
    for (const { code, translation } of [...kn, ...hi]) {
      expect(code in ERROR_STATUS, code).toBe(true);
      expect(translation.trim(), code).not.toBe('');
    }
  });

  it('write each translation in its own script, naming the values the English names', () => {
    for (const [language, entries] of [
      ['kn', kn],
      ['hi', hi],
    ] as const) {
      for (const { code, source, translation } of entries) {
        expect(translation, `${language} ${code}`).toMatch(SCRIPTS[language]);
        expect(valuesNamed(translation), `${language} ${code}`).toEqual(valuesNamed(source));
      }
    }
  });
});

describe('refusals in the student’s language', () => {
  const limit =
    '{max, plural, one {You can apply to at most # internship a day. Please try again tomorrow.} other {You can apply to at most # internships a day. Please try again tomorrow.}}';

  it('writes English with its plurals', () => {
    expect(inEnglish(limit, { max: 1 })).toBe(
      'You can apply to at most 1 internship a day. Please try again tomorrow.',
    );
    expect(inEnglish(limit, { max: 3 })).toBe(
      'You can apply to at most 3 internships a day. Please try again tomorrow.',
    );
  });

  it('says a catalogued refusal in Kannada and Hindi, with its values', () => {
    expect(refusalIn('kn', 'OTP_WRONG', 'Invalid OTP')).toBe('OTP ತಪ್ಪಾಗಿದೆ');
    expect(refusalIn('hi', 'OTP_WRONG', 'Invalid OTP')).toBe('OTP गलत है');
    expect(refusalIn('kn', 'APPLICATION_LIMIT_REACHED', limit, { max: 1 })).toContain('ಗರಿಷ್ಠ 1 ಇಂಟರ್ನ್‌ಶಿಪ್‌ಗೆ');
    expect(refusalIn('kn', 'APPLICATION_LIMIT_REACHED', limit, { max: 3 })).toContain('ಗರಿಷ್ಠ 3 ಇಂಟರ್ನ್‌ಶಿಪ್‌ಗಳಿಗೆ');
    expect(refusalIn('hi', 'APPLICATION_LIMIT_REACHED', limit, { max: 3 })).toContain('ज़्यादा से ज़्यादा 3 इंटर्नशिप');
  });

  it('leaves English, and what the catalogs do not hold (the administrators’ words), to English', () => {
    expect(refusalIn('en', 'OTP_WRONG', 'Invalid OTP')).toBeNull();
    expect(refusalIn('kn', 'WRONG_PASSWORD', 'Current password is incorrect')).toBeNull();
    expect(refusalIn('hi', 'OTP_WRONG', 'Some other words')).toBeNull();
  });
});
