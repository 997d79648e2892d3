import { spawn } from 'node:child_process';
import { once } from 'node:events';

/** A bare node:http server answering a fixed JSON body of `bodyBytes`, as startRawServer's, in its own source. */
const SERVER = `
const body = Buffer.from(JSON.stringify({ pad: 'x'.repeat(Math.max(0, Number(process.argv[1]) - 10)) }));
const server = require('node:http').createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/**
 * The machine's ceiling measured as the product is: a raw node:http server in a process of its own. The
 * benches' usual raw server (startRawServer) runs in the bench's process, on the thread of the load generator,
 * and so answers less than this one can (docs/performance.md §3b).
 */
export async function startRawServerProcess(bodyBytes: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['-e', SERVER, String(bodyBytes)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  return {
    url: `http://127.0.0.1:${Number.parseInt(line.toString(), 10)}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    },
  };
}
