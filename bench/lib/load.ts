import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon against `base`, rotating through `paths`. */
export async function runLoad(
  label: string,
  base: string,
  paths: string[],
  {
    connections = 50,
    seconds = 10,
    headers = {},
  }: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers,
    requests: [
      {
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length];
          return request;
        },
      },
    ],
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** The machine's ceiling: a bare node:http server answering a fixed JSON body of the given size. */
export async function startRawServer(bodyBytes: number): Promise<{ url: string; server: Server }> {
  const body = Buffer.from(JSON.stringify({ pad: 'x'.repeat(Math.max(0, bodyBytes - 10)) }));
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export function formatResults(results: LoadResult[], raw: LoadResult): string {
  const lines = [
    '| what | requests/s | p50 ms | p99 ms | errors | non-2xx | ratio to raw |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of [...results, raw]) {
    lines.push(
      `| ${r.label} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${(r.requestsPerSecond / raw.requestsPerSecond).toFixed(3)} |`,
    );
  }
  return lines.join('\n');
}
