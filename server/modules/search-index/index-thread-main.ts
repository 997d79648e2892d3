// The search index's thread (index-thread.ts, docs/decisions/0058): it holds the index and answers the
// event loop's questions, in the order the changes and questions were sent.
import { parentPort } from 'node:worker_threads';
import type { FromIndexThread, IndexQuestion, ToIndexThread } from './index-thread-messages.js';
import { SearchIndex } from './search-index.js';
import { type SearchPage, searchPage } from './search-page.js';

let current: SearchIndex | null = null;
let next: SearchIndex | null = null;

function indexOf(target: 'current' | 'next'): SearchIndex {
  const index = target === 'current' ? current : next;
  if (!index) throw new Error(`the search index's thread has no ${target} index`);
  return index;
}

function answer(question: IndexQuestion): SearchPage | string[] {
  const index = indexOf('current');
  switch (question.kind) {
    case 'search':
      return searchPage(index, question.filters, question.page, question.now);
    case 'similar':
      return index.similar(question.like, question.limit, question.now);
    case 'suggest':
      return question.field === 'location'
        ? index.suggestLocations(question.text, question.limit)
        : index.suggestKeywords(question.text, question.limit);
  }
}

parentPort?.on('message', (message: ToIndexThread) => {
  switch (message.op) {
    case 'start-next':
      next = new SearchIndex();
      return;
    case 'put':
      for (const job of message.jobs) indexOf(message.into).put(job);
      return;
    case 'remove':
      for (const id of message.ids) indexOf(message.from).remove(id);
      return;
    case 'finish-next':
      indexOf('next').prepare();
      current = next;
      next = null;
      return;
    case 'ask': {
      let reply: FromIndexThread;
      try {
        reply = { n: message.n, answer: answer(message.question) };
      } catch (error) {
        reply = { n: message.n, failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
      }
      parentPort?.postMessage(reply);
    }
  }
});
