import { CITIES, DOMAIN_ROLES, pick, rng, zipf } from './vocabulary.js';

const DOMAINS = Object.keys(DOMAIN_ROLES);
const WORDS = [
  ...new Set(
    Object.values(DOMAIN_ROLES)
      .flat()
      .flatMap((role) => role.toLowerCase().split(/[^a-z]+/))
      .filter((w) => w.length > 1),
  ),
];
// Common words first: the zipf pick then favours them, as people do.
const COMMON = ['intern', 'developer', 'design', 'marketing', 'data', 'engineer', 'analyst', ...WORDS];

/**
 * 500+ realistic query strings for GET /api/jobs: 10% no keyword, mostly one or two words, some
 * prefixes, 40% with a location, 25% with a domain, 35% with a salary range, some deep pages.
 */
export function searchQueries(count = 600): string[] {
  const random = rng(7);
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams();
    if (random() >= 0.1) {
      const words = Array.from({ length: random() < 0.6 ? 1 : 2 }, () => zipf(random, COMMON, 0.9));
      if (random() < 0.2) words[0] = words[0].slice(0, 3);
      params.set('search', words.join(' '));
    }
    if (random() < 0.4) params.set('location', zipf(random, CITIES));
    if (random() < 0.25) params.set('domain', pick(random, DOMAINS));
    if (random() < 0.35) {
      const min = 2000 + Math.floor(random() * 20) * 1000;
      params.set('minSalary', String(min));
      params.set('maxSalary', String(min + 5000 + Math.floor(random() * 20) * 1000));
    }
    const deep = random();
    params.set(
      'page',
      String(deep < 0.8 ? 1 : deep < 0.95 ? 2 + Math.floor(random() * 5) : 10 + Math.floor(random() * 40)),
    );
    params.set('limit', '12');
    return `/api/jobs?${params}`;
  });
}
