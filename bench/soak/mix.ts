// The realistic mix of the issue: 70 % public reads, 20 % student reads, 10 % writes, as one
// rotation of 100 slots that autocannon walks through (a fixed interleaving, so every second of the
// run carries the same mix).

import { searchQueries } from '../lib/queries.js';
import { rng } from '../lib/vocabulary.js';
import type { SoakFixtures } from './prepare.js';

export interface MixRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

type Kind =
  | 'search'
  | 'detail'
  | 'featured'
  | 'global'
  | 'settings'
  | 'profile'
  | 'mine'
  | 'recommend'
  | 'apply'
  | 'update';

const SHARES: [Kind, number][] = [
  // public reads: 70
  ['search', 40],
  ['detail', 15],
  ['featured', 5],
  ['global', 5],
  ['settings', 5],
  // student reads: 20
  ['profile', 8],
  ['mine', 6],
  ['recommend', 6],
  // writes: 10
  ['apply', 5],
  ['update', 5],
];

export const MIX_DESCRIPTION =
  'public 70 % (search 40, detail 15, featured 5, global jobs 5 (signed in), public settings 5), student reads 20 % (profile 8, my applications 6, recommendations 6), writes 10 % (apply 5, profile update 5)';

/** The next request of the mix, each call; applications never repeat a student × internship pair. */
export function createMix(f: SoakFixtures): () => MixRequest {
  const random = rng(3);
  const slots = SHARES.flatMap(([kind, share]) => Array<Kind>(share).fill(kind));
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [slots[i], slots[j]] = [slots[j], slots[i]];
  }
  const queries = searchQueries();
  const counters: Record<Kind, number> = Object.fromEntries(SHARES.map(([kind]) => [kind, 0])) as Record<Kind, number>;
  let slot = 0;
  const json = { 'content-type': 'application/json' };
  const student = (n: number) => ({ authorization: `Bearer ${f.tokens[n % f.tokens.length]}` });

  return () => {
    const kind = slots[slot++ % slots.length];
    const n = counters[kind]++;
    switch (kind) {
      case 'search':
        return { method: 'GET', path: queries[n % queries.length], headers: {} };
      case 'detail':
        return { method: 'GET', path: `/api/jobs/${f.detailIds[n % f.detailIds.length]}`, headers: {} };
      case 'featured':
        return { method: 'GET', path: '/api/jobs?limit=6', headers: {} };
      case 'global':
        // The global jobs list is for signed-in people (a public page that asks for a login).
        return { method: 'GET', path: '/api/globaljobs', headers: student(n) };
      case 'settings':
        return { method: 'GET', path: '/api/settings/public', headers: {} };
      case 'profile':
        return { method: 'GET', path: '/api/profile', headers: student(n) };
      case 'mine':
        return { method: 'GET', path: '/api/my-applications', headers: student(n) };
      case 'recommend':
        return { method: 'GET', path: '/api/recommendations', headers: student(n) };
      case 'apply': {
        const job = f.applyJobIds[Math.floor(n / f.tokens.length) % f.applyJobIds.length];
        return {
          method: 'POST',
          path: `/api/jobs/${job}/apply`,
          headers: { ...student(n), ...json },
          body: JSON.stringify({ coverLetter: 'I would love to learn with your team.' }),
        };
      }
      case 'update':
        return {
          method: 'PUT',
          path: '/api/profile',
          headers: { ...student(n), ...json },
          body: JSON.stringify({ futureGoals: `Build useful software (update ${n})`, skills: ['React', 'SQL'] }),
        };
    }
  };
}
