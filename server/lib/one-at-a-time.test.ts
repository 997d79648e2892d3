import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { OneAtATime } from './one-at-a-time.js';

const later = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

describe('OneAtATime', () => {
  it("runs one key's tasks one after another in the order they came, and other keys' beside them", async () => {
    const queue = new OneAtATime(10);
    const seen: string[] = [];
    const first = later<string>();
    const a1 = queue.run('a', () => {
      seen.push('a1 starts');
      return first.promise;
    });
    const a2 = queue.run('a', async () => {
      seen.push('a2 starts');
      return 'a2';
    });
    const b1 = queue.run('b', async () => {
      seen.push('b1 starts');
      return 'b1';
    });
    expect(await b1).toBe('b1');
    expect(seen).toEqual(['a1 starts', 'b1 starts']);
    first.resolve('a1');
    expect(await a1).toBe('a1');
    expect(await a2).toBe('a2');
    expect(seen).toEqual(['a1 starts', 'b1 starts', 'a2 starts']);
    await Promise.resolve();
    expect(queue.keys).toBe(0);
  });

  it('goes on after a task fails, and gives the failure to its own caller only', async () => {
    const queue = new OneAtATime(10);
    const failing = queue.run('a', async () => {
      throw new Error('broken');
    });
    const next = queue.run('a', async () => 'next');
    await expect(failing).rejects.toThrow('broken');
    expect(await next).toBe('next');
  });

  it("refuses with the product's 503 a task beyond the most one key may have in hand, and takes new ones once there is room", async () => {
    const queue = new OneAtATime(2);
    const gate = later<void>();
    const held = [queue.run('a', () => gate.promise), queue.run('a', async () => undefined)];
    const refused = await queue.run('a', async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('OVERLOADED');
    // Another key is not held back by a's queue.
    expect(await queue.run('b', async () => 'b')).toBe('b');
    gate.resolve();
    await Promise.all(held);
    expect(await queue.run('a', async () => 'again')).toBe('again');
  });
});
