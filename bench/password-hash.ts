// Measures the password hash the product uses (argon2id, library defaults) on this machine, and shows
// that it keeps every byte of a long password (bcrypt would ignore bytes past 72).
// Run: npx tsx bench/password-hash.ts
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '#server/modules/auth/password.js';

const runs = 20;
const timings: number[] = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  await hashPassword(`password-${i}`);
  timings.push(performance.now() - start);
}
timings.sort((a, b) => a - b);
const median = timings[Math.floor(runs / 2)];

const long = 'a'.repeat(100);
const hashed = await hashPassword(long);
const differsAfter72 = !(await verifyPassword(hashed, `${'a'.repeat(99)}b`));

console.log(
  `argon2id hash: median ${median.toFixed(1)} ms, p90 ${timings[Math.floor(runs * 0.9)].toFixed(1)} ms over ${runs} runs`,
);
console.log(`a password differing only at byte 100 is refused: ${differsAfter72}`);
