import http from 'node:http';
import { searchQueries } from '#bench/lib/queries.js';
import { codeIn, registration } from './students.js';

// What the crowd tests (server/crowd) and the crowd bench (bench/crowd.ts) both do to a running server.

/** The largest salary ceiling the list takes (ZJobsQuery); a larger one is a 400, not a search. */
const LARGEST_CEILING = 10_000_000;

/** `count` searches no cache has seen: realistic queries, each made distinct by a salary ceiling of its own. */
export function coldSearches(count: number, from: number): string[] {
  if (5_000_000 + from + count > LARGEST_CEILING)
    throw new Error(`coldSearches: ceilings from ${from} pass the largest`);
  return searchQueries(count).map(
    (query, i) => `${query.replace(/&maxSalary=\d+/, '')}&maxSalary=${5_000_000 + from + i}`,
  );
}

export interface Timed {
  status: number;
  ms: number;
}

/** GET `path` and read the whole answer. */
export async function timedGet(base: string, path: string, headers: Record<string, string> = {}): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

export async function adminToken(base: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  return (await response.json()).token;
}

/** Upload one spreadsheet as the administrator; the status, the answer and how long it took. */
export async function uploadSheet(base: string, token: string, sheet: Buffer, name = 'internships.xlsx') {
  const form = new FormData();
  form.append('excel', new Blob([new Uint8Array(sheet)]), name);
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/jobs/bulk-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  return { status: response.status, body, ms: performance.now() - started };
}

/** One GET over node:http through `agent`; a failed connection is status 0. */
function httpGet(base: string, path: string, agent: http.Agent) {
  const { hostname, port } = new URL(base);
  return new Promise<Timed>((resolve) => {
    const started = performance.now();
    const request = http.request({ hostname, port, path, agent }, (response) => {
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      response.resume();
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end();
  });
}

/**
 * One client, one request at a time on one kept-alive connection, through `paths`; from the loopback
 * address `from` when given (another address is another client to the per-address flood guard).
 */
export async function oneAtATime(base: string, paths: string[], { from }: { from?: string } = {}): Promise<Timed[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: from });
  const answers: Timed[] = [];
  try {
    for (const path of paths) answers.push(await httpGet(base, path, agent));
  } finally {
    agent.destroy();
  }
  return answers;
}

/**
 * `students` students each asking for a search of their own every `everyMs` (new to the cache, so each
 * costs a real query; `from` keeps them apart from other runs' searches) for as long as `work` runs.
 * What `work` resolved with, and the searches' answers.
 */
export async function whileStudentsSearch<T>(
  base: string,
  { students, everyMs, from }: { students: number; everyMs: number; from: number },
  work: () => Promise<T>,
): Promise<{ done: T; searches: Timed[] }> {
  let working = true;
  const searches: Timed[] = [];
  // Every student's searches made before the first is sent: making them takes the client's loop for
  // tens of milliseconds, which would count in the answers already on their way.
  const lists = Array.from({ length: students }, (_, student) => coldSearches(2000, from + 10_000 * student));
  const searching = Promise.all(
    lists.map(async (mine) => {
      for (let i = 0; working; i++) {
        const answer = await timedGet(base, mine[i % mine.length]);
        searches.push(answer);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - answer.ms)));
      }
    }),
  );
  try {
    return { done: await work(), searches };
  } finally {
    working = false;
    await searching;
  }
}

/** An administrator uploading `sheet` `count` times, one after another: each answer. */
export async function uploadSheets(base: string, token: string, sheet: Buffer, count: number) {
  const uploads = [];
  for (let i = 0; i < count; i++) uploads.push(await uploadSheet(base, token, sheet));
  return uploads;
}

/** How many addresses' connections a flood opens at once before it begins. */
const OPENED_TOGETHER = 5;

/**
 * A flood: `connections` keep-alive connections each asking for the next of `paths` as soon as it is
 * answered, for `ms`, with the health check asked every 100 ms beside it. The statuses of both. With
 * `addresses`, the connections come from that many loopback addresses (127.0.1.1, 127.0.1.2, …), as a
 * crowd does: from one address the flood guard soon answers all with 429s, which cost nothing.
 */
export async function flood(
  base: string,
  { connections, ms, paths, addresses = 1 }: { connections: number; ms: number; paths: string[]; addresses?: number },
): Promise<{ answers: Timed[]; health: Timed[] }> {
  const agents = Array.from(
    { length: addresses },
    (_, i) =>
      new http.Agent({
        keepAlive: true,
        maxSockets: Math.ceil(connections / addresses),
        localAddress: addresses > 1 ? `127.0.1.${i + 1}` : undefined,
      }),
  );
  // Every connection is open before the flood begins, a few addresses' at a time. Opened all at once, a
  // thousand overflow the server's queue of connections to accept: those whose opening was dropped try again
  // one to three seconds later, and a third of the flood never came (2026-11-30: 3,500 answers in 3 s, some
  // after 6 s, and a server that never queued long enough to shed).
  const perAgent = Math.ceil(connections / addresses);
  for (let first = 0; first < addresses; first += OPENED_TOGETHER) {
    const opening = agents.slice(first, first + OPENED_TOGETHER);
    await Promise.all(
      opening.flatMap((agent) => Array.from({ length: perAgent }, () => httpGet(base, '/api/health', agent))),
    );
  }
  const until = performance.now() + ms;
  const answers: Timed[] = [];
  const health: Timed[] = [];
  let next = 0;
  const connection = async (agent: http.Agent) => {
    while (performance.now() < until) answers.push(await httpGet(base, paths[next++ % paths.length], agent));
  };
  const checker = async () => {
    while (performance.now() < until) {
      health.push(await timedGet(base, '/api/health'));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.all([...Array.from({ length: connections }, (_, i) => connection(agents[i % addresses])), checker()]);
  for (const agent of agents) agent.destroy();
  return { answers, health };
}

/**
 * A lab registering: `count` students from one address, `atOnce` at a time, each through send-otp, the
 * code from the real SMTP server, and register. Every answer, and each student's session.
 */
export async function registerLab(
  base: string,
  mailbox: { received: { to: string[]; raw: string }[] },
  { count, atOnce }: { count: number; atOnce: number },
): Promise<{ answers: Timed[]; tokens: string[]; seconds: number }> {
  const answers: Timed[] = [];
  const tokens: string[] = [];
  const post = async (path: string, body: object) => {
    const started = performance.now();
    const response = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await response.json();
    answers.push({ status: response.status, ms: performance.now() - started });
    return { status: response.status, body: json };
  };
  const codeFor = async (email: string) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const mail = mailbox.received.find((m) => m.to.includes(email));
      if (mail) return codeIn(mail.raw.replace(/=\r?\n/g, ''));
      if (Date.now() > deadline) throw new Error(`no code mail for ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const one = async (i: number) => {
    const email = `student${i}@college.example.edu`;
    if ((await post('/send-otp', { email })).status !== 200) return;
    const registered = await post('/register', registration(email, await codeFor(email), { name: `Student ${i}` }));
    if (registered.status === 201) tokens.push(registered.body.token);
  };
  const started = performance.now();
  for (let i = 0; i < count; i += atOnce) await Promise.all(Array.from({ length: atOnce }, (_, k) => one(i + k)));
  return { answers, tokens, seconds: (performance.now() - started) / 1000 };
}

/**
 * A lab browsing: students opening pages with the calls the web app makes (the list with filters, a
 * detail, the dashboard, the global jobs), `requests` of them spread evenly over `seconds`.
 */
export async function browseLab(
  base: string,
  tokens: string[],
  { requests, seconds }: { requests: number; seconds: number },
): Promise<Timed[]> {
  const list = await (await fetch(`${base}/api/jobs?limit=12`)).json();
  const ids: string[] = list.jobs.map((job: { _id: string }) => job._id);
  const pages = [
    (i: number) => ['/api/settings/public', `/api/jobs?page=${1 + (i % 3)}&limit=12`],
    (i: number) => [
      '/api/settings/public',
      `/api/jobs?search=intern&location=${['Bengaluru', 'Mysuru', 'Pune'][i % 3]}`,
    ],
    (i: number) => [`/api/jobs/${ids[i % ids.length]}`, `/api/jobs/${ids[i % ids.length]}/application-status`],
    () => ['/api/profile', '/api/my-applications', '/api/recommendations?limit=6'],
    () => ['/api/globaljobs'],
  ];
  const answers: Promise<Timed>[] = [];
  const started = performance.now();
  for (let visit = 0; answers.length < requests; visit++) {
    const headers = { authorization: `Bearer ${tokens[visit % tokens.length]}` };
    for (const path of pages[visit % pages.length](visit)) {
      const wait = started + (answers.length * seconds * 1000) / requests - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      answers.push(timedGet(base, path, headers));
    }
  }
  return Promise.all(answers);
}
