import type { MessagePort } from 'node:worker_threads';
import type { Language } from '#shared/languages.js';
import { type ApiAnswer, type RenderedApp, type RenderModule, renderWith } from './app-renderer.js';

/** A question the render sends the main thread over its port, and the answer that comes back. */
export type ApiQuestion = { id: number; url: string; language: string };
export type ApiReply = { id: number; answer?: ApiAnswer; error?: string };

export interface RenderTask {
  /** The build's render module (dist/web-ssr/render-page.js), as a file URL. */
  module: string;
  url: string;
  language: Language;
  /** Where the render asks the API: the main thread answers (page-renderers.ts). */
  port: MessagePort;
}

const modules = new Map<string, Promise<RenderModule>>();

/**
 * A page rendered in a worker thread (docs/decisions/0048): the render takes milliseconds of CPU, which
 * the event loop must not spend. Its API calls cross back to the main thread, which owns the API.
 */
export async function renderInWorker({ module: file, url, language, port }: RenderTask): Promise<RenderedApp | null> {
  let loading = modules.get(file);
  if (!loading) {
    loading = import(file) as Promise<RenderModule>;
    modules.set(file, loading);
  }
  const module = await loading;
  const waiting = new Map<number, { resolve: (answer: ApiAnswer) => void; reject: (error: Error) => void }>();
  let next = 0;
  port.on('message', ({ id, answer, error }: ApiReply) => {
    const asked = waiting.get(id);
    waiting.delete(id);
    if (answer) asked?.resolve(answer);
    else asked?.reject(new Error(error ?? 'no answer'));
  });
  try {
    return await renderWith(
      module,
      url,
      language,
      (apiUrl, apiLanguage) =>
        new Promise<ApiAnswer>((resolve, reject) => {
          const id = next++;
          waiting.set(id, { resolve, reject });
          port.postMessage({ id, url: apiUrl, language: apiLanguage } satisfies ApiQuestion);
        }),
    );
  } finally {
    port.close();
  }
}
