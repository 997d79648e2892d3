import { describe, expect, it } from 'vitest';
import { INTEREST_SUGGESTIONS, SKILL_SUGGESTIONS, SUGGESTION_LIMIT, suggest } from './suggestions.js';

const list = ['React', 'React Native', 'Preact', 'Redux', 'Java', 'JavaScript', 'TypeScript'];

describe('suggest', () => {
  it('matches case-insensitively anywhere in the entry, prefix matches first', () => {
    expect(suggest(list, 'REACT', [])).toEqual(['React', 'React Native', 'Preact']);
    expect(suggest(list, 'script', [])).toEqual(['JavaScript', 'TypeScript']);
  });

  it('trims the query and matches everything for an empty one', () => {
    expect(suggest(list, '  java ', [])).toEqual(['Java', 'JavaScript']);
    expect(suggest(list, '   ', [])).toEqual(list);
  });

  it('leaves out entries already chosen, whatever their case or spacing', () => {
    expect(suggest(list, 'react', ['react', ' PREACT '])).toEqual(['React Native']);
  });

  it('returns at most the limit, 10 by default', () => {
    const many = Array.from({ length: 30 }, (_, index) => `Skill ${index}`);
    expect(suggest(many, 'skill', [])).toHaveLength(SUGGESTION_LIMIT);
    expect(SUGGESTION_LIMIT).toBe(10);
    expect(suggest(many, 'skill', [], 3)).toEqual(['Skill 0', 'Skill 1', 'Skill 2']);
    expect(suggest(many, 'skill', [], 0)).toEqual([]);
  });

  it('returns nothing when nothing matches and never changes its inputs', () => {
    const chosen = ['Java'];
    expect(suggest(list, 'cobol', chosen)).toEqual([]);
    expect(chosen).toEqual(['Java']);
  });
});

describe('the fixed lists', () => {
  it.each([
    ['skills', SKILL_SUGGESTIONS, 100],
    ['interests', INTEREST_SUGGESTIONS, 60],
  ] as const)('%s are many, trimmed and unique (case-insensitively)', (_name, entries, atLeast) => {
    expect(entries.length).toBeGreaterThanOrEqual(atLeast);
    for (const entry of entries) expect(entry).toBe(entry.trim());
    expect(new Set(entries.map((entry) => entry.toLowerCase())).size).toBe(entries.length);
  });

  it('cover each of the six domains', () => {
    for (const skill of ['React', 'Figma', 'Digital Marketing', 'Tally ERP', 'Patient Care', 'AutoCAD']) {
      expect(SKILL_SUGGESTIONS).toContain(skill);
    }
  });
});
