import { performance } from 'node:perf_hooks';

/** How often the event loop's busy share is read (ms). */
const SAMPLE_MS = 50;
/** Shedding starts when the loop was busy at least the threshold over the last WINDOW_MS. */
const WINDOW_MS = 1000;
/** While shedding: the share admitted halves each saturated sample and grows by STEP otherwise. */
const DECREASE = 0.5;
const STEP = 0.05;
const FLOOR = 0.02;
/**
 * While shedding, the loop counts as saturated when its smoothed busy share passes this. The headroom
 * is what keeps answers quick: at 90 % a flood's 503s waited up to 260 ms behind admitted work within
 * single seconds; at 80 % their p99 over a 30 s flood at 3× was 190 ms (bench/soak.ts).
 */
const STEER_AT = 0.8;
/** Weight of the newest sample in the smoothed busy share (one 50 ms sample is too noisy to steer by). */
const SMOOTHING = 0.3;
/** Shedding ends after this many samples in a row admitting everything without saturation (1 s). */
const CALM_SAMPLES = 20;

export interface Admission {
  /** Whether to take on a new request now (false: answer it a 503). */
  admit(): boolean;
  stop(): void;
}

/**
 * Admission by the event loop's busy share. One process has one loop: a request admitted while it is
 * saturated waits behind all the others, and so does every 503 after it. When the loop has been busy
 * `threshold` of the time for a second (one long task or a busy moment at half load is not that),
 * nearly every new request is refused at first, then the share admitted grows while the loop stays
 * under 80 % busy (smoothed over samples) and halves when it passes that, so the admitted work settles
 * where the loop keeps room to answer quickly and the rest is refused quickly. Shedding ends after a
 * calm second of admitting everything.
 */
export function admissionByUtilisation(
  threshold: number,
  /** Told when shedding starts (true) and when it ends (false). */
  onChange: (shedding: boolean) => void = () => {},
): Admission {
  let share = 1;
  let shedding = false;
  let calmSamples = 0;
  let smoothed = 0;
  /** The samples of the last WINDOW_MS (busy and total ms each), with their sums. */
  const window: { busy: number; total: number }[] = [];
  let windowBusy = 0;
  let windowTotal = 0;
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { active, idle, utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    smoothed = SMOOTHING * utilization + (1 - SMOOTHING) * smoothed;
    if (shedding) {
      const saturated = smoothed >= STEER_AT;
      share = saturated ? Math.max(FLOOR, share * DECREASE) : Math.min(1, share + STEP);
      calmSamples = share === 1 && !saturated ? calmSamples + 1 : 0;
      if (calmSamples >= CALM_SAMPLES) {
        shedding = false;
        onChange(false);
      }
      return;
    }
    window.push({ busy: active, total: active + idle });
    windowBusy += active;
    windowTotal += active + idle;
    while (window.length > 1 && windowTotal - window[0].total >= WINDOW_MS) {
      const oldest = window.shift() as { busy: number; total: number };
      windowBusy -= oldest.busy;
      windowTotal -= oldest.total;
    }
    if (windowTotal >= WINDOW_MS && windowBusy / windowTotal >= threshold) {
      // Start at the floor: the requests waiting now arrived during a saturated second and are late
      // already; refusing them at once drains that backlog sooner (at a quarter it took two seconds).
      shedding = true;
      share = FLOOR;
      calmSamples = 0;
      window.length = 0;
      windowBusy = 0;
      windowTotal = 0;
      onChange(true);
    }
  }, SAMPLE_MS);
  timer.unref();
  return {
    admit: () => share >= 1 || Math.random() < share,
    stop: () => clearInterval(timer),
  };
}
