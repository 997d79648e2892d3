import { afterEach, expect, it } from 'vitest';
import { type Admission, admissionByUtilisation } from './admission.js';

// Real event-loop congestion, made the way a flood makes it: the loop kept busy in slices, with a turn
// of the loop between them, not by faking the measurements.
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // burning CPU on purpose
  }
};
const turn = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let admission: Admission | undefined;
afterEach(() => admission?.stop());

/** Keep the loop congested for `ms` (slices of `sliceMs` busy, one turn between), asking admit() each turn. */
async function congest(ms: number, sliceMs: number) {
  const answers: boolean[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    busy(sliceMs);
    await turn();
    answers.push((admission as Admission).admit());
  }
  return answers;
}

it('admits everything on a loop that keeps up, though busy', async () => {
  admission = admissionByUtilisation(0.97);
  // Busy half the time in 10 ms slices.
  const answers: boolean[] = [];
  const end = performance.now() + 1500;
  while (performance.now() < end) {
    busy(10);
    await sleep(10);
    answers.push(admission.admit());
  }
  expect(answers.every(Boolean)).toBe(true);
});

it('does not shed for one long task', async () => {
  admission = admissionByUtilisation(0.97);
  busy(600);
  await sleep(60);
  const answers = Array.from({ length: 200 }, () => (admission as Admission).admit());
  expect(answers.every(Boolean)).toBe(true);
});

it('sheds most new requests under sustained congestion, then admits everything again once it clears', async () => {
  admission = admissionByUtilisation(0.97);
  // A second of saturation starts shedding; the last second of the stretch is well into it.
  const answers = await congest(2500, 40);
  const late = answers.slice(Math.floor((answers.length * 3) / 5));
  expect(late.filter((a) => !a).length / late.length).toBeGreaterThan(0.5);
  // Calm again: within 2.5 s every request is admitted.
  const calmFrom = performance.now();
  let all = false;
  while (!all && performance.now() - calmFrom < 2500) {
    await sleep(50);
    all = Array.from({ length: 100 }, () => (admission as Admission).admit()).every(Boolean);
  }
  expect(all).toBe(true);
});

it('refuses nearly all of the backlog the moment shedding starts', async () => {
  admission = admissionByUtilisation(0.97);
  // Congest until the first refusal, then ask as the requests waiting in that turn would.
  const end = performance.now() + 3000;
  while ((admission as Admission).admit() && performance.now() < end) {
    busy(40);
    await turn();
  }
  const backlog = Array.from({ length: 500 }, () => (admission as Admission).admit());
  expect(backlog.filter(Boolean).length).toBeLessThan(50);
});
