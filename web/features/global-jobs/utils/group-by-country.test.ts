import { describe, expect, it } from 'vitest';
import type { TGlobalJob } from '#shared/schemas/global-job.js';
import { groupByCountry, listCountries } from './group-by-country.js';

const job = (id: string, country: string, company: string): TGlobalJob => ({
  _id: id,
  country_name: country,
  company_name: company,
  link: `https://${id}.example.org/`,
  continents: 'Europe',
  linkBroken: false,
});

const JOBS = [job('1', 'Germany', 'B'), job('2', 'Canada', 'A'), job('3', 'Germany', 'A'), job('4', 'Japan', 'C')];

describe('groupByCountry', () => {
  it('groups by country in alphabetical order, keeping the order of companies', () => {
    expect(groupByCountry(JOBS).map(({ country, jobs }) => [country, jobs.map((j) => j._id)])).toEqual([
      ['Canada', ['2']],
      ['Germany', ['1', '3']],
      ['Japan', ['4']],
    ]);
  });

  it('keeps one country when asked', () => {
    expect(groupByCountry(JOBS, 'Germany')).toEqual([{ country: 'Germany', jobs: [JOBS[0], JOBS[2]] }]);
  });

  it('gives no groups for no jobs', () => {
    expect(groupByCountry([])).toEqual([]);
  });
});

describe('listCountries', () => {
  it('lists each country once, sorted', () => {
    expect(listCountries(JOBS)).toEqual(['Canada', 'Germany', 'Japan']);
  });
});
