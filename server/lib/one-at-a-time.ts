import { overloaded } from './overload.js';

const nothing = () => undefined;

/**
 * Runs the tasks given for one key one after another, in the order they came; tasks for different keys
 * run side by side. At most `most` tasks of one key are in hand at once (the one running and those
 * waiting behind it); one more is refused at once with the product's 503, since only a script sends
 * that many at the same moment. A task that fails does not stop the ones behind it.
 */
export class OneAtATime {
  private readonly queues = new Map<string, { tail: Promise<void>; inHand: number }>();

  constructor(private readonly most: number) {}

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const queue = this.queues.get(key) ?? { tail: Promise.resolve(), inHand: 0 };
    if (queue.inHand >= this.most) return Promise.reject(overloaded());
    queue.inHand += 1;
    this.queues.set(key, queue);
    const result = queue.tail.then(task);
    queue.tail = result.then(nothing, nothing);
    void queue.tail.then(() => {
      queue.inHand -= 1;
      if (queue.inHand === 0) this.queues.delete(key);
    });
    return result;
  }

  /** How many keys have tasks in hand. */
  get keys(): number {
    return this.queues.size;
  }
}
