import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 request written by hand over a socket, for request lines no client library sends (the
 * absolute form, `GET http://host/path HTTP/1.1`). `base` is the server's origin; the answer's status,
 * headers (lower-case names) and body (chunked bodies are joined).
 */
export function rawRequest(
  base: string,
  line: string,
  { headers = {}, body = '' }: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(base);
  const head = [line, `Host: ${url.host}`, 'Connection: close', `Content-Length: ${Buffer.byteLength(body)}`]
    .concat(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
    .join('\r\n');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(url.port), url.hostname, () => socket.write(`${head}\r\n\r\n${body}`));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top, ...rest] = text.split('\r\n\r\n');
      const [status, ...headerLines] = top.split('\r\n');
      const answerHeaders = Object.fromEntries(
        headerLines.map((h) => [h.slice(0, h.indexOf(':')).toLowerCase(), h.slice(h.indexOf(':') + 1).trim()]),
      );
      let answerBody = rest.join('\r\n\r\n');
      if (answerHeaders['transfer-encoding'] === 'chunked') answerBody = unchunk(answerBody);
      resolve({ status: Number(status.split(' ')[1]), headers: answerHeaders, body: answerBody });
    });
  });
}

function unchunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const end = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, end), 16);
    if (!size) return out;
    out += rest.slice(end + 2, end + 2 + size);
    rest = rest.slice(end + 2 + size + 2);
  }
}
