// The compiled server keeps its imports' aliases (#shared/…, #server/…). Node resolves them through the
// nearest package.json, so dist/ gets one with the same `imports` as the repository's: dist/ mirrors
// the source layout (tsconfig.server.json rootDir "."), and the same map points at the compiled files.
import { readFileSync, writeFileSync } from 'node:fs';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const dist = { name: `${root.name}-build`, private: true, type: 'module', imports: root.imports };
writeFileSync(new URL('../dist/package.json', import.meta.url), `${JSON.stringify(dist, null, 2)}\n`);
