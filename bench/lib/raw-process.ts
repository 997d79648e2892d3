import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/**
 * The machine's ceiling measured as the product is: the benches' raw node:http server (startRawServer) in a
 * process of its own. In the bench's process it shares the load generator's thread and answers less than it
 * can (docs/performance.md §3b).
 */
export async function startRawServerProcess(bodyBytes: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const main = fileURLToPath(new URL('./raw-server-main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main, String(bodyBytes)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  return {
    url: line.toString().trim(),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    },
  };
}
