import { describe, expect, it } from 'vitest';
import { MAIL_KEYS, MAIL_MESSAGES, mailWordsIn, readMailCatalog } from './mail-words.js';

type Entry = ReturnType<typeof readMailCatalog>[number];

const SCRIPTS = { kn: /[\u0C80-\u0CFF]/, hi: /[\u0900-\u097F]/ } as const;

/** The values a message names: `{name}`, `{minutes}`. */
const valuesNamed = (message: string) => [...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort();
/** The markup a message writes: `<a href="{link}">`, `</a>`. */
const tagsOf = (message: string) => [...message.matchAll(/<[^>]+>/g)].map((match) => match[0]).sort();

/**
 * What is wrong with a catalog against the English (MAIL_MESSAGES): a sentence without an entry, with
 * an empty translation, or translating English that has since changed; an entry for no sentence.
 */
function catalogProblems(entries: Entry[]): string[] {
  const problems: string[] = [];
  for (const key of MAIL_KEYS) {
    const found = entries.filter((entry) => entry.key === key);
    if (found.length === 0) problems.push(`${key}: missing`);
    else if (found.length > 1) problems.push(`${key}: twice`);
    else if (found[0].source !== MAIL_MESSAGES[key]) problems.push(`${key}: translates other English`);
    else if (found[0].translation.trim() === '') problems.push(`${key}: not translated`);
  }
  for (const { key } of entries) if (!MAIL_KEYS.includes(key as never)) problems.push(`${key}: no such sentence`);
  return problems;
}

describe.each(['kn', 'hi'] as const)('the mail catalog locales/%s/mail.po', (language) => {
  const entries = readMailCatalog(language);

  it('translates every sentence of the English, each under its key, as the English is now', () => {
    expect(MAIL_KEYS.length).toBeGreaterThan(30);
    expect(catalogProblems(entries)).toEqual([]);
  });

  it('writes each in its own script, naming the values and keeping the markup of the English', () => {
    for (const { key, source, translation } of entries) {
      expect(translation, key).toMatch(SCRIPTS[language]);
      expect(valuesNamed(translation), key).toEqual(valuesNamed(source));
      expect(tagsOf(translation), key).toEqual(tagsOf(source));
      // The glossary keeps OTP in Latin letters (docs/glossary.md).
      if (/\bOTP\b|code is/.test(source)) expect(translation, key).toContain('OTP');
    }
  });

  it('is used for the mails of that language', () => {
    const say = mailWordsIn(language);
    expect(say('MAIL_HELLO', { name: 'Asha' })).toBe(
      entries.find((entry) => entry.key === 'MAIL_HELLO')?.translation.replace('{name}', 'Asha'),
    );
  });
});

describe('the catalog check', () => {
  const complete = readMailCatalog('kn');

  it('finds a sentence missing, left empty, translating old English, or unknown', () => {
    const [first, second, third, ...rest] = complete;
    const broken: Entry[] = [
      { ...second, translation: '' },
      { ...third, source: `${third.source} (old)` },
      ...rest,
      { key: 'MAIL_NOT_A_SENTENCE', source: 'x', translation: 'y' },
    ];
    expect(catalogProblems(broken)).toEqual([
      `${first.key}: missing`,
      `${second.key}: not translated`,
      `${third.key}: translates other English`,
      'MAIL_NOT_A_SENTENCE: no such sentence',
    ]);
  });
});

describe('the English sentences', () => {
  it('are written from the table, values as given (numbers not regrouped)', () => {
    const say = mailWordsIn('en');
    expect(say('MAIL_PASSWORD_RESET_TEXT_CODE', { code: '012345', minutes: 10000 })).toBe(
      'Your password reset code is 012345 (valid for 10000 minutes).',
    );
    expect(say('MAIL_STATUS_ACCEPTED')).toBe('Accepted');
  });
});
