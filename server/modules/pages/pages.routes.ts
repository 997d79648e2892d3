import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '#server/app-deps.js';
import type { WebShell } from '#server/plugins/static-web.js';
import { SERVER_RENDER_ID } from '#shared/server-render.js';
import { findPublicJob, firstExpiry } from '../jobs/jobs.service.js';
import { COMPRESS_FROM_BYTES, JsonBody } from '../public-cache/json-body.js';
import { timed } from '../public-cache/public-read-cache.js';
import { preferredEncoding, sendJsonBody } from '../public-cache/send-json-body.js';
import { askApiInProcess, pageLanguageOf, type RenderApp } from './app-renderer.js';
import { jsonForScript } from './html-escape.js';
import { listingHead } from './listing-head.js';
import { pageHead } from './page-head.js';
import { parsePageTemplate, renderPage } from './page-template.js';
import { firstExpiryIn, requestQuery } from './rendered-state.js';
import { buildSitemapIndex, buildSitemapPage, planSitemap, robotsTxt, type SitemapPlan } from './sitemap.js';

export interface PagesOptions extends AppDeps {
  /** The built web app's shell; without it there are no listing pages (the API alone is served). */
  shell: WebShell | null;
  /** URLs a sitemap file holds at most (sitemaps.org: 50,000); tests pass a small one. */
  sitemapPageSize: number;
  /** The web's server render (docs/decisions/0048); without it pages are the shell (with a listing's head). */
  pageRenderer: RenderApp | null;
}

/** A query longer than this is no list a person made: the plain shell serves it, uncached. */
const MAX_RENDERED_QUERY = 512;
/** A page whose answers failed (the API shed load, say) is tried again after this long; the shell meanwhile. */
const RENDER_RETRY_MS = 10_000;
// What a search result or a shared link says of the pages; the sharing tags are English (docs/decisions/0044).
const HOME_DESCRIPTION =
  'Find internships and global jobs for students in India, build your profile and apply for free.';
const LIST_DESCRIPTION =
  'Search internships across India by keyword and city, and narrow them by domain, position and monthly stipend.';

/** Pages, not API: left out of the OpenAPI description (/api/docs). */
const notApi = { schema: { hide: true } };
const gzipAsync = promisify(gzip);
/** A sitemap of 50,000 URLs is about 6 MB: compressed once, on the thread pool, never on the loop. */
const gzippedSitemaps = new WeakMap<JsonBody, Promise<Buffer>>();

/**
 * What a phone and a crawler read before any JavaScript runs: /, /internships and /internships/{id} rendered
 * by the app itself with their listings (docs/decisions/0048), the listing's sharing tags (0044),
 * /sitemap.xml of the open listings, and robots.txt naming it. Every answer comes from the public read
 * cache, under its content version (docs/decisions/0016).
 */
export const pagesRoutes: FastifyPluginAsync<PagesOptions> = async (app, options) => {
  const { db, config, publicReads, shell, sitemapPageSize, pageRenderer } = options;
  const { cache } = publicReads;
  const countMisses = async (key: string, request: FastifyRequest, reply: FastifyReply) => {
    if (!(await cache.has(key))) await app.floodGuard(request, reply);
  };

  const robots = Buffer.from(robotsTxt(config.publicUrl));
  app.get('/robots.txt', notApi, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robots),
  );

  const plan = () => cache.memo<SitemapPlan>(`sitemap:plan:${sitemapPageSize}`, () => planSitemap(db, sitemapPageSize));
  const sitemapPage = (page: number, starts: string[]) =>
    cache.memo(`sitemap:page:${sitemapPageSize}:${page}`, async () => {
      const xml = await buildSitemapPage(db, {
        publicUrl: config.publicUrl,
        afterId: starts[page - 1] ?? '',
        pageSize: sitemapPageSize,
      });
      return new JsonBody(Buffer.from(xml));
    });
  const sendXml = async (request: FastifyRequest, reply: FastifyReply, body: JsonBody) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(body.raw);
    let gzipped = gzippedSitemaps.get(body);
    if (!gzipped) {
      gzipped = gzipAsync(body.raw);
      gzippedSitemaps.set(body, gzipped);
    }
    return reply.header('content-encoding', 'gzip').send(await gzipped);
  };

  // One file while the open listings fit in one; past that an index of the pages.
  app.get('/sitemap.xml', notApi, async (request, reply) => {
    await countMisses(`sitemap:plan:${sitemapPageSize}`, request, reply);
    const { starts } = await plan();
    if (starts.length === 1) return sendXml(request, reply, await sitemapPage(1, starts));
    const index = await cache.memo(
      `sitemap:index:${sitemapPageSize}`,
      async () => new JsonBody(Buffer.from(buildSitemapIndex(config.publicUrl, starts.length))),
    );
    return sendXml(request, reply, index);
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', notApi, async (request, reply) => {
    const page = Number(/^internships-([1-9]\d{0,5})\.xml$/.exec(request.params.name)?.[1] ?? 0);
    await countMisses(`sitemap:page:${sitemapPageSize}:${page}`, request, reply);
    const { starts } = await plan();
    if (page < 1 || page > starts.length) {
      return reply.code(404).type('text/plain; charset=utf-8').header('x-robots-tag', 'noindex').send('Not found');
    }
    return sendXml(request, reply, await sitemapPage(page, starts));
  });

  if (!shell) return;
  const template = parsePageTemplate(shell.indexHtml);
  const publicOrigin = new URL(config.publicUrl).origin;

  /**
   * A page as the server renders it (docs/decisions/0048): the app's own render of the path in the visitor's
   * language, with what it was rendered from beside it; kept in the read cache under the content version,
   * no longer than the first expiry among the listings it shows. Null without the build's render, or when
   * an answer the page needs failed: the plain shell then serves, and the browser renders as before.
   */
  const renderedPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    head: (title: string) => string,
  ) => {
    if (!pageRenderer || requestQuery(path).length > MAX_RENDERED_QUERY) return null;
    const language = pageLanguageOf(request);
    const key = `page:${language}:${path}`;
    await countMisses(key, request, reply);
    const render = async () => {
      const rendered = await pageRenderer(new URL(path, publicOrigin).href, language, askApiInProcess(app, request));
      if (!rendered) return timed(null, Date.now() + RENDER_RETRY_MS);
      const data = jsonForScript({ language, origin: publicOrigin, state: rendered.state });
      const html = renderPage(template, {
        head: head(rendered.title),
        body: rendered.html,
        afterBody: `<script type="application/json" id="${SERVER_RENDER_ID}">${data}</script>`,
        language,
      });
      return timed(new JsonBody(Buffer.from(html)), firstExpiryIn(rendered.state));
    };
    try {
      // A list of a search is kept from its second ask: most searches are asked once, and a page is large.
      return await cache.memo<JsonBody | null>(key, render, { keepFromSecondAsk: requestQuery(path) !== '' });
    } catch (error) {
      // A fault of the render: the visitor still gets the page, from the browser.
      request.log.error({ err: error }, 'page render failed');
      return null;
    }
  };
  const sendPage = async (reply: FastifyReply, page: JsonBody) => {
    // A rendered page is 50–150 KB: compressed once per cached page, on the thread pool.
    const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
    if (encoding && page.raw.length >= COMPRESS_FROM_BYTES) await page.encode(encoding);
    // Its words follow the language chosen (the cookie) or the browser's.
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language, cookie');
    return sendJsonBody(reply, page, 'text/html; charset=utf-8');
  };

  const siteHead = async (path: string, description: string) => {
    const { platformName } = await publicReads.settings();
    return (title: string) =>
      pageHead({ title: title || platformName, description, url: `${config.publicUrl}${path}`, platformName });
  };

  for (const [path, description] of [
    ['/', HOME_DESCRIPTION],
    ['/internships', LIST_DESCRIPTION],
  ] as const) {
    app.get(path, notApi, async (request, reply) => {
      const settings = await publicReads.settings();
      // In maintenance the app shows its notice (plugins/maintenance.ts).
      if (settings.maintenanceMode) return shell.send(request, reply);
      const page = await renderedPage(
        request,
        reply,
        `${path}${requestQuery(request.url)}`,
        await siteHead(path, description),
      );
      return page ? sendPage(reply, page) : shell.send(request, reply);
    });
  }

  app.get<{ Params: { id: string } }>('/internships/:id', notApi, async (request, reply) => {
    const settings = await publicReads.settings();
    if (settings.maintenanceMode) return shell.send(request, reply);
    const key = `page:internship:${request.params.id}`;
    await countMisses(key, request, reply);
    const job = await cache.memo(key, async () => {
      const found = await findPublicJob(db, request.params.id);
      return found ? timed(found, found.isClosed ? undefined : firstExpiry([found.expiryDate])) : null;
    });
    // Unknown, or held for review (as the detail API): the plain shell, whose app shows "not found".
    if (!job) return shell.send(request, reply.code(404).header('x-robots-tag', 'noindex'));
    const facts = { publicUrl: config.publicUrl, platformName: settings.platformName };
    const page = await renderedPage(
      request,
      reply,
      `/internships/${encodeURIComponent(job._id)}${requestQuery(request.url)}`,
      () => listingHead(job, facts),
    );
    // Without the build's render the head alone: the sharing tags a crawler reads (docs/decisions/0044).
    return sendPage(
      reply,
      page ??
        (await cache.memo(`page:internship-head:${job._id}`, async () =>
          timed(
            new JsonBody(Buffer.from(renderPage(template, { head: listingHead(job, facts) }))),
            firstExpiry([job.expiryDate]),
          ),
        )),
    );
  });
};
