import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '#server/i18n/request-language.js';
import { isLanguage, type Language } from '#shared/languages.js';
import { LANGUAGE_COOKIE } from '#shared/server-render.js';

/** What the web's server render gives for a page (web/ssr/render-page.tsx; docs/decisions/0048). */
export interface RenderedApp {
  /** What goes inside #root. */
  html: string;
  /** The answers the page was rendered from, for the browser's query cache. */
  state: unknown;
  /** The tab title the page sets, in its language. */
  title: string;
}

/** An API answer as the render reads it. */
export interface ApiAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** How a render asks the API: a GET of `url` (/api/…) in `language`. */
export type AskApi = (url: string, language: string) => Promise<ApiAnswer>;

/** Renders a page (null: not one the server renders, or an answer it needs failed). */
export type RenderApp = (url: string, language: Language, askApi: AskApi) => Promise<RenderedApp | null>;

/** The web's render module as the build makes it (dist/web-ssr/render-page.js). */
export interface RenderModule {
  renderApp(
    url: URL,
    language: Language,
    apiFetch: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<RenderedApp | null>;
}

/** The render in progress's way to the API: renders that overlap (one waits for answers) each keep theirs. */
const currentAsk = new AsyncLocalStorage<AskApi>();

/** The web's fetch (web/lib/api-client.ts, set once per module), answered by the render it is called from. */
async function fetchForRender(url: string, init: RequestInit): Promise<Response> {
  const askApi = currentAsk.getStore();
  if (!askApi) throw new Error('An API call outside a page render');
  const language = new Headers(init.headers).get('accept-language') ?? 'en';
  const { status, contentType, body } = await askApi(url, language);
  return new Response(status === 204 ? null : body, { status, headers: { 'content-type': contentType } });
}

/** Renders `url` with `module`, its API calls answered by `askApi`. */
export function renderWith(
  module: RenderModule,
  url: string,
  language: Language,
  askApi: AskApi,
): Promise<RenderedApp | null> {
  return currentAsk.run(askApi, () => module.renderApp(new URL(url), language, fetchForRender));
}

/** The language a page is rendered in: the visitor's choice kept in the cookie, else their browser's languages. */
export function pageLanguageOf(request: FastifyRequest): Language {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : languageOf(request.headers['accept-language']);
}

/**
 * The render's API calls, answered in process by the same routes (and read cache) as the browser's, on
 * behalf of the visitor's address: limits and the flood guard count them as that visitor's own.
 */
export function askApiInProcess(app: FastifyInstance, request: FastifyRequest): AskApi {
  return async (url, language) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', 'accept-language': language },
      remoteAddress: request.ip,
    });
    return {
      status: answer.statusCode,
      contentType: String(answer.headers['content-type'] ?? 'application/json'),
      body: answer.body,
    };
  };
}
