import { performance } from 'node:perf_hooks';

/** The loop's busy stretch: how long it has gone without once waiting for input, and how many requests came in it. */
export interface BusyStretch {
  ms: number;
  arrivals: number;
}

export interface QueueClock {
  /** Called as a request is first seen: when its bytes came at the earliest (performance.now() time). */
  arrived(): { at: number; stretch: BusyStretch };
  /** The loop's busy stretch, asked at any point. */
  stretch(): BusyStretch;
  stop(): void;
}

/** How often the clock looks at the loop by itself (ms): a look that comes late saw a long turn. */
const LOOK_EVERY_MS = 5;

/**
 * Queueing delay at the event loop, the figure overload is judged by (CoDel; Facebook's "Fail at
 * Scale"): each request's own wait, and how long the queue behind the loop has not emptied.
 *
 * The clock looks at the loop every few milliseconds and whenever a request comes. Each look reads how
 * much of the time since the last look the loop spent idle, waiting for input. A look that found it idle
 * knows a busy stretch started at most as long ago as the loop was busy since the last look; a look
 * that found it busy all along knows the stretch goes on. A timer look that comes late runs right
 * after the long turn that delayed it, before any input of the next turn: so a long turn is seen as
 * busy even when the loop waited for input right after it, and a wait that came after it is seen too.
 *
 * Node reads a request's bytes in the first turn after they arrive, so a request came at the earliest
 * when the turn before the current one began (the look before last) and, if the loop was idle since,
 * when its busy stretch began. A lone client is never seen as waiting, however long its own request
 * takes; a crowd, or work of any kind that keeps the loop from going idle, is seen within a turn.
 */
export function createQueueWaitClock(): QueueClock {
  let lastLook = performance.now();
  let lastIdle = performance.eventLoopUtilization().idle;
  let busySince = lastLook;
  let arrivals = 0;
  // The starts of the last two turns the clock saw (timer looks run first in a turn).
  let turnStart = lastLook;
  let previousTurnStart = lastLook;

  const look = (now: number) => {
    const { idle } = performance.eventLoopUtilization();
    const idleSince = idle - lastIdle;
    // Idle since the last look: the busy stretch began at most as long ago as the loop was busy since.
    if (idleSince > 0) {
      busySince = now - Math.max(0, now - lastLook - idleSince);
      arrivals = 0;
    }
    lastLook = now;
    lastIdle = idle;
  };
  const timer = setInterval(() => {
    const now = performance.now();
    look(now);
    previousTurnStart = turnStart;
    turnStart = now;
  }, LOOK_EVERY_MS);
  timer.unref();

  return {
    arrived() {
      const now = performance.now();
      look(now);
      arrivals += 1;
      return { at: Math.max(busySince, previousTurnStart), stretch: { ms: now - busySince, arrivals } };
    },
    stretch() {
      const now = performance.now();
      look(now);
      return { ms: now - busySince, arrivals };
    },
    stop: () => clearInterval(timer),
  };
}
