// What the compiled server needs beside the compiled code, written into dist/ after tsc:
// - dist/package.json with the repository's `imports`: the compiled server keeps its aliases (#shared/…,
//   #server/…), which Node resolves through the nearest package.json, and dist/ mirrors the source
//   layout (tsconfig.server.json rootDir "."), so the same map points at the compiled files;
// - dist/locales: the server's message catalogs (docs/decisions/0031), read beside dist/server.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const dist = { name: `${root.name}-build`, private: true, type: 'module', imports: root.imports };
writeFileSync(new URL('../dist/package.json', import.meta.url), `${JSON.stringify(dist, null, 2)}\n`);
cpSync(new URL('../locales', import.meta.url), new URL('../dist/locales', import.meta.url), { recursive: true });
