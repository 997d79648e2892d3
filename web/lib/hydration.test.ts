import { describe, expect, it } from 'vitest';
import { endHydration, isHydrating, onHydrationEnd, startHydration, waitForTurn } from './hydration.js';

describe('the take-over of a server-rendered page, in steps', () => {
  it('releases the waiting parts one a task after the first render, then ends and tells its listeners', async () => {
    const steps: string[] = [];
    // What had been released when each part's own microtasks were done: a part released in the same task as
    // the next would see the next one here.
    const seenAfterEach: string[][] = [];
    const stop = onHydrationEnd(() => steps.push('over'));
    const over = new Promise((resolve) => onHydrationEnd(() => resolve(null)));
    startHydration();
    expect(isHydrating()).toBe(true);
    for (const part of ['cards', 'footer', 'assistant']) {
      void waitForTurn().then(async () => {
        steps.push(part);
        await Promise.resolve();
        await Promise.resolve();
        seenAfterEach.push([...steps]);
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Nothing moves before the page's own first render is done.
    expect(steps).toEqual([]);
    endHydration();
    expect(steps).toEqual([]);
    expect(isHydrating()).toBe(true);
    await over;
    expect(seenAfterEach).toEqual([['cards'], ['cards', 'footer'], ['cards', 'footer', 'assistant']]);
    expect(steps).toEqual(['cards', 'footer', 'assistant', 'over']);
    expect(isHydrating()).toBe(false);
    stop();
  });

  it('tells each listener in a task of its own, then says the take-over is over, after the last of them', async () => {
    const told: string[] = [];
    // What each listener's own microtasks (its re-render) saw: a listener told in the same task as the next
    // would see the next one here.
    const seen: string[][] = [];
    const listen = (name: string) =>
      onHydrationEnd(() => {
        told.push(name);
        void Promise.resolve().then(() => seen.push([...told]));
      });
    const stops = [listen('session'), listen('width'), listen('gone')];
    stops[2](); // stopped listening before the end: not told
    startHydration();
    const over = new Promise<string[]>((resolve) => endHydration(() => resolve([...told])));
    expect(await over).toEqual(['session', 'width']);
    expect(seen).toEqual([['session'], ['session', 'width']]);
    for (const stop of stops) stop();
  });
});
