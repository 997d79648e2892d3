import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Web sites on this machine for the link checker's tests (docs/decisions/0036): each on 127.0.0.1 and a
// port of its own, which the test lets through the checker's address guard by name (`allowance`).

export interface LocalSite {
  /** http://127.0.0.1:port */
  url: string;
  /** The address and port to allow the checker (`127.0.0.1:port`): nothing else on this machine. */
  allowance: string;
  /** Every request the site received, in order. */
  requests: { method: string; path: string; host: string }[];
  /** Requests being answered now, and the most there ever were at once. */
  inFlight: { now: number; most: number };
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export async function startLocalSite(handle: Handler): Promise<LocalSite> {
  const requests: LocalSite['requests'] = [];
  const inFlight = { now: 0, most: 0 };
  const server = createServer((request, response) => {
    requests.push({ method: request.method ?? '', path: request.url ?? '', host: request.headers.host ?? '' });
    inFlight.now += 1;
    inFlight.most = Math.max(inFlight.most, inFlight.now);
    response.on('close', () => {
      inFlight.now -= 1;
    });
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    allowance: `127.0.0.1:${port}`,
    requests,
    inFlight,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A site that answers every path with `statusOf(path)`, redirecting to `location` for 3xx. */
export function answering(statusOf: (path: string) => number | { status: number; location: string }): Handler {
  return (request, response) => {
    const answer = statusOf(request.url ?? '/');
    const { status, location } = typeof answer === 'number' ? { status: answer, location: undefined } : answer;
    response.writeHead(status, location ? { location } : {});
    response.end(request.method === 'HEAD' ? undefined : 'page');
  };
}
