import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import type { WorkerPool } from '#server/workers/worker-pool.js';
import { type RenderApp, type RenderModule, renderWith } from './app-renderer.js';
import type { ApiQuestion, ApiReply } from './render-in-worker.js';

/**
 * The build's render (dist/web-ssr/render-page.js, beside the web app it renders), run in `workers`: a pool
 * of its own, so a page never waits behind a spreadsheet (docs/decisions/0048). Null without a build.
 */
export function workerPageRenderer(webRoot: string | null, workers: () => WorkerPool): RenderApp | null {
  const file = webRoot ? join(webRoot, '..', 'web-ssr', 'render-page.js') : null;
  if (!file || !existsSync(file)) return null;
  const module = pathToFileURL(file).href;
  return async (url, language, askApi) => {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', ({ id, url: apiUrl, language: apiLanguage }: ApiQuestion) => {
      askApi(apiUrl, apiLanguage).then(
        (answer) => port1.postMessage({ id, answer } satisfies ApiReply),
        (error: unknown) => port1.postMessage({ id, error: String(error) } satisfies ApiReply),
      );
    });
    try {
      return await workers().run('renderPage', { module, url, language, port: port2 }, [port2]);
    } finally {
      port1.close();
    }
  };
}

/** A render module run on this thread: for tests, which compile the web's source as the build does. */
export function inProcessPageRenderer(load: () => Promise<RenderModule>): RenderApp {
  return async (url, language, askApi) => renderWith(await load(), url, language, askApi);
}
