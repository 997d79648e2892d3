import type { TGlobalJob } from '#shared/schemas/global-job.js';

export type CountryGroup = { country: string; jobs: TGlobalJob[] };

/** The countries present, in alphabetical order. */
export function listCountries(jobs: TGlobalJob[]): string[] {
  return [...new Set(jobs.map((job) => job.country_name))].sort((a, b) => a.localeCompare(b));
}

/** docs/spec/student-side.md §2: jobs grouped by country; `country` null means all countries. Companies keep the server's order. */
export function groupByCountry(jobs: TGlobalJob[], country: string | null = null): CountryGroup[] {
  const groups = new Map<string, TGlobalJob[]>();
  for (const job of jobs) {
    if (country !== null && job.country_name !== country) continue;
    const group = groups.get(job.country_name);
    if (group) group.push(job);
    else groups.set(job.country_name, [job]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => ({ country: name, jobs: list }));
}
