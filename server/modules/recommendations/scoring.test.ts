import { describe, expect, it } from 'vitest';
import { scoreJob } from './scoring.js';

const job = (title: string, overrides: Partial<Parameters<typeof scoreJob>[1]> = {}) => ({
  title,
  domain: 'Technology',
  location: 'Pune',
  type: 'Full-time',
  description: '',
  requirements: [],
  ...overrides,
});
const student = {
  skills: ['React', 'Java'],
  keywords: ['web development'],
  city: 'Bengaluru',
  studyPreference: 'India',
};

describe('scoreJob', () => {
  it('explains each point and weighs the title above the description', () => {
    const inTitle = scoreJob(student, job('React Developer Intern', { location: 'Bengaluru' }));
    const inText = scoreJob(student, job('Intern', { description: 'You will use React daily.' }));
    expect(inTitle.reasons).toEqual(['Matches your skills: React', 'In Bengaluru']);
    expect(inText.reasons).toEqual(['Matches your skills: React']);
    expect(inTitle.score).toBeGreaterThan(inText.score);
  });

  it('matches whole words only, case-insensitively', () => {
    expect(scoreJob(student, job('JavaScript Intern')).score).toBe(0);
    expect(scoreJob(student, job('java backend intern')).reasons).toEqual(['Matches your skills: Java']);
    expect(scoreJob({ ...student, skills: ['C++'] }, job('C++ Systems Intern')).score).toBeGreaterThan(0);
  });

  it('counts interests anywhere in the listing', () => {
    const scored = scoreJob(student, job('Intern', { requirements: ['Interest in web development'] }));
    expect(scored.reasons).toEqual(['Matches your interests: web development']);
  });

  it('never recommends an unrelated internship for its place alone', () => {
    expect(scoreJob(student, job('Accounts Intern', { domain: 'Finance', location: 'Bengaluru' }))).toEqual({
      score: 0,
      reasons: [],
    });
  });

  it('favours remote work for students who plan to study abroad', () => {
    const abroad = scoreJob(
      { ...student, studyPreference: 'Abroad' },
      job('React Intern', { type: 'Remote', location: 'Remote' }),
    );
    expect(abroad.reasons).toContain('Remote: fits plans to study abroad');
  });
});
