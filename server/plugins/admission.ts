import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How often congestion is judged (ms), and how finely the loop's delay is probed within that. */
const SAMPLE_MS = 50;
const PROBE_MS = 5;
/** Congestion must last this many samples in a row before shedding starts (one long task is not a flood). */
const SUSTAIN_SAMPLES = 5;
/** Shedding ends after this many samples in a row admitting everything without congestion. */
const CALM_SAMPLES = 20;
/** While shedding: the share admitted halves each congested sample and grows by STEP otherwise. */
const DECREASE = 0.5;
const STEP = 0.05;
/** The share admitted when shedding starts: a flood is usually several times what the loop can do. */
const FIRST_SHARE = 0.25;
const FLOOR = 0.02;

export interface Admission {
  /** Whether to take on a new request now (false: answer it a 503). */
  admit(): boolean;
  stop(): void;
}

/**
 * Admission by queueing on the event loop. One process has one loop: a request admitted while work is
 * queued waits behind it, and so does every 503 after it. The signal is the smallest delay of the
 * loop's probes over a sample (as CoDel watches the smallest queueing delay): a loop that is busy but
 * keeping up has some probe on time; a flooded one has none. After a few congested samples in a row a
 * shrinking share of new requests is admitted (halved while congestion lasts, growing again once it
 * clears), so the admitted work settles under what the loop can do and the rest is refused quickly.
 */
export function admissionByLoopDelay(targetMs: number): Admission {
  const delay = monitorEventLoopDelay({ resolution: PROBE_MS });
  delay.enable();
  let share = 1;
  let shedding = false;
  let congestedSamples = 0;
  let calmSamples = 0;
  const timer = setInterval(() => {
    // No probe at all in a sample: the loop was held the whole time. Once shedding, the admitted share is
    // steered to half the target, so the queue stays short instead of hovering at the edge.
    const smallest = delay.count === 0 ? Number.POSITIVE_INFINITY : delay.min / 1e6;
    const congested = smallest >= (shedding ? targetMs / 2 : targetMs);
    delay.reset();
    if (shedding) {
      share = congested ? Math.max(FLOOR, share * DECREASE) : Math.min(1, share + STEP);
      calmSamples = share === 1 && !congested ? calmSamples + 1 : 0;
      if (calmSamples >= CALM_SAMPLES) shedding = false;
      return;
    }
    congestedSamples = congested ? congestedSamples + 1 : 0;
    if (congestedSamples >= SUSTAIN_SAMPLES) {
      shedding = true;
      share = FIRST_SHARE;
      congestedSamples = 0;
      calmSamples = 0;
    }
  }, SAMPLE_MS);
  timer.unref();
  return {
    admit: () => share >= 1 || Math.random() < share,
    stop: () => {
      clearInterval(timer);
      delay.disable();
    },
  };
}
