import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { freePort } from './smtp-sink.js';

export interface RunningServer {
  url: string;
  pid: number;
  output: () => string;
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, wherever it is (crash tests); resolves once it has exited. */
  kill(): Promise<void>;
}

/** What the product prints once it listens (server/main.ts, the start-up banner): its own stdout says so. */
const LISTENING = /^ {2}Site: {6}/m;

/**
 * Start the real product as a separate process (`entry`: server/main.ts through tsx, or the built
 * dist/server/main.js) and wait until it listens and /api/health answers.
 *
 * The port is picked free, then handed to the child, which binds it seconds later; another test's
 * product may take it in between. The banner in this child's own output is what shows the port is
 * this child's (an answer on the port may come from the other product), and a port lost that way is
 * picked again (`pickPort`, a free one by default).
 */
export async function spawnServer(
  env: Record<string, string>,
  entry = 'server/main.ts',
  nodeArgs: string[] = [],
  {
    pickPort = freePort,
    logFile,
    startWithinMs = 30_000,
  }: {
    pickPort?: () => Promise<number>;
    /** How long it may take to answer (a bench's 1,000,000 internships take longer to index). */
    startWithinMs?: number;
    /**
     * Where the server's output goes, as a deployment's log goes to a file: a bench's load generator then
     * does not read every line the server logs. By default it is read through a pipe.
     */
    logFile?: string;
  } = {},
): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    const started = await startOn(await pickPort(), env, entry, nodeArgs, logFile, startWithinMs);
    if (started !== 'port taken') return started;
    if (attempt === 3) throw new Error('server could not bind a free port in 3 attempts');
  }
}

async function startOn(
  port: number,
  env: Record<string, string>,
  entry: string,
  nodeArgs: string[],
  logFile: string | undefined,
  startWithinMs: number,
): Promise<RunningServer | 'port taken'> {
  const args = [...nodeArgs, ...(entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry])];
  // The address the tests reach it at is its public one, as in production (links in mails and pages).
  const publicUrl = `http://127.0.0.1:${port}`;
  // Written afresh at each attempt: an earlier attempt's EADDRINUSE is not this one's.
  const log = logFile === undefined ? undefined : openSync(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', log ?? 'pipe', log ?? 'pipe'],
  });
  if (log !== undefined) closeSync(log);
  let piped = '';
  child.stdout?.on('data', (chunk) => {
    piped += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    piped += chunk;
  });
  const readOutput = () => (logFile === undefined ? piped : readFileSync(logFile, 'utf8'));
  const url = publicUrl;
  const deadline = Date.now() + startWithinMs;
  for (;;) {
    if (child.exitCode !== null) {
      if (readOutput().includes('EADDRINUSE')) return 'port taken';
      throw new Error(`server exited with ${child.exitCode}:\n${readOutput()}`);
    }
    if (LISTENING.test(readOutput())) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        // listening, but the answer did not come
      }
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${readOutput()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    output: readOutput,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
  function signal(name: NodeJS.Signals): Promise<void> {
    return new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(name);
    });
  }
}
