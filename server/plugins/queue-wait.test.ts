import { describe, expect, it } from 'vitest';
import { createQueueWaitClock } from './queue-wait.js';

// Real turns of the event loop, not faked measurements: work is done synchronously, the loop either
// goes idle (a timer) or moves straight on to the next turn (setImmediate).
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // burning CPU on purpose
  }
};
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const idleFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the queue-wait clock', () => {
  it('sees no wait for what comes after the loop went idle, however long the work before it took', async () => {
    const clock = createQueueWaitClock();
    clock.arrived();
    busy(120); // one client's slow request
    // Long enough that a process descheduled on a loaded machine still polls idle at some point of it: a
    // poll that finds its timers already due records no idle time, and 20 ms once went unseen that way.
    await idleFor(50);
    const { at, stretch } = clock.arrived();
    // None of the 120 ms of work before counts (a loaded machine may deschedule the process a while).
    expect(performance.now() - at).toBeLessThan(60);
    expect(stretch).toMatchObject({ arrivals: 1 });
    expect(stretch.ms).toBeLessThan(60);
  });

  it('counts from the start of the previous turn when the loop went from turn to turn without a break', async () => {
    const clock = createQueueWaitClock();
    await idleFor(5);
    clock.arrived();
    busy(80);
    await nextTurn();
    const { at, stretch } = clock.arrived();
    const waited = performance.now() - at;
    expect(waited).toBeGreaterThanOrEqual(80);
    expect(waited).toBeLessThan(200);
    expect(stretch.ms).toBeGreaterThanOrEqual(80);
    expect(stretch.arrivals).toBe(2);
  });

  it('within one turn, counts the time spent on the requests handled before', async () => {
    const clock = createQueueWaitClock();
    await idleFor(5);
    expect(performance.now() - clock.arrived().at).toBeLessThan(25);
    busy(60);
    expect(performance.now() - clock.arrived().at).toBeGreaterThanOrEqual(60);
  });

  it('tells, at any later point, how long the loop has been busy without a break and how many requests came meanwhile', async () => {
    const clock = createQueueWaitClock();
    await idleFor(5);
    clock.arrived();
    clock.arrived();
    busy(50);
    await nextTurn();
    busy(50);
    expect(clock.stretch().ms).toBeGreaterThanOrEqual(100);
    expect(clock.stretch().arrivals).toBe(2);
    await idleFor(5);
    expect(clock.stretch()).toMatchObject({ arrivals: 0 });
    expect(clock.stretch().ms).toBeLessThan(25);
  });
});
