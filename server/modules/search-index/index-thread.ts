import { Worker } from 'node:worker_threads';
import type {
  FromIndexThread,
  IndexAnswer,
  IndexQuestion,
  IndexTarget,
  ToIndexThread,
} from './index-thread-messages.js';
import type { IndexedJob } from './index-types.js';

const fromSource = import.meta.url.endsWith('.ts');
const ENTRY = new URL(fromSource ? './index-thread-from-source.mjs' : './index-thread-main.js', import.meta.url);

/** The heap the index's thread may use: as much as the event loop's (package.json's start script). */
const THREAD_HEAP_MB = 512;

interface Waiting {
  resolve(answer: unknown): void;
  reject(error: Error): void;
}

/**
 * The search index on a thread of its own (docs/decisions/0058). Searching sweeps the index's sets and
 * orders, tens of kilobytes each, for every new search; on the event loop that work, and the caches it
 * emptied for the HTTP work around it, held every other request back. The event loop reads the database
 * and sends the index its changes (LiveSearchIndex); the thread answers questions in the order they were
 * sent, after every change sent before them. A thread that ends (a fault) fails the questions it held and
 * is replaced, empty, on the next use: `generation` moves, and the caller builds the index again.
 */
export class IndexThread {
  private worker: Worker | null = null;
  /** `entry`: the thread's module (tests give one that can fail on cue). */
  constructor(private readonly entry: URL = ENTRY) {}

  private readonly waiting = new Map<number, Waiting>();
  private asked = 0;
  private lostThreads = 0;

  /** Moves each time a thread is lost: an index sent to it is gone, and the next thread starts empty. */
  get generation(): number {
    return this.lostThreads;
  }

  startNext(): void {
    this.send({ op: 'start-next' });
  }

  put(into: IndexTarget, jobs: IndexedJob[]): void {
    if (jobs.length > 0) this.send({ op: 'put', into, jobs });
  }

  remove(from: IndexTarget, ids: string[]): void {
    if (ids.length > 0) this.send({ op: 'remove', from, ids });
  }

  /** The index being built answers from now on. */
  finishNext(): void {
    this.send({ op: 'finish-next' });
  }

  ask<Q extends IndexQuestion>(question: Q): Promise<IndexAnswer<Q>> {
    const n = this.asked++;
    return new Promise<IndexAnswer<Q>>((resolve, reject) => {
      this.waiting.set(n, { resolve: resolve as (answer: unknown) => void, reject });
      this.send({ op: 'ask', n, question });
    });
  }

  /** Ends the thread (the server closing). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private send(message: ToIndexThread): void {
    (this.worker ?? this.start()).postMessage(message);
  }

  private start(): Worker {
    const worker = new Worker(this.entry, { resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB } });
    // The server's end is not held up by it.
    worker.unref();
    worker.on('message', (reply: FromIndexThread) => {
      const waiting = this.waiting.get(reply.n);
      this.waiting.delete(reply.n);
      if ('failed' in reply) waiting?.reject(new Error(`search index: ${reply.failed}`));
      else waiting?.resolve(reply.answer);
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.lostThreads++;
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the search index's thread ended (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}
