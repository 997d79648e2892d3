import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '#server/app-deps.js';
import type { WebShell } from '#server/plugins/static-web.js';
import { findPublicJob, firstExpiry } from '../jobs/jobs.service.js';
import { JsonBody } from '../public-cache/json-body.js';
import { timed } from '../public-cache/public-read-cache.js';
import { sendJsonBody } from '../public-cache/send-json-body.js';
import { listingHead } from './listing-head.js';
import { parsePageTemplate, renderPage } from './page-template.js';
import { buildSitemapIndex, buildSitemapPage, planSitemap, robotsTxt, type SitemapPlan } from './sitemap.js';

export interface PagesOptions extends AppDeps {
  /** The built web app's shell; without it there are no listing pages (the API alone is served). */
  shell: WebShell | null;
  /** URLs a sitemap file holds at most (sitemaps.org: 50,000); tests pass a small one. */
  sitemapPageSize: number;
}

/** Pages, not API: left out of the OpenAPI description (/api/docs). */
const notApi = { schema: { hide: true } };
const gzipAsync = promisify(gzip);
/** A sitemap of 50,000 URLs is about 6 MB: compressed once, on the thread pool, never on the loop. */
const gzippedSitemaps = new WeakMap<JsonBody, Promise<Buffer>>();

/**
 * What crawlers read without running JavaScript (docs/decisions/0044): /internships/{id} as the app's
 * shell with the listing's sharing tags, /sitemap.xml of the open listings, and robots.txt naming it.
 * Every answer comes from the public read cache, under its content version (docs/decisions/0016).
 */
export const pagesRoutes: FastifyPluginAsync<PagesOptions> = async (app, options) => {
  const { db, config, publicReads, shell, sitemapPageSize } = options;
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
  app.get<{ Params: { id: string } }>('/internships/:id', notApi, async (request, reply) => {
    const settings = await publicReads.settings();
    // In maintenance the app shows its notice; the listing's words wait with the API's (plugins/maintenance.ts).
    if (settings.maintenanceMode) return shell.send(request, reply);
    const key = `page:internship:${request.params.id}`;
    await countMisses(key, request, reply);
    const page = await cache.memo<JsonBody | null>(key, async () => {
      const job = await findPublicJob(db, request.params.id);
      if (!job) return null;
      const head = listingHead(job, { publicUrl: config.publicUrl, platformName: settings.platformName });
      // An open listing's page turns "Closed" at its expiry: kept no longer than that.
      return timed(
        new JsonBody(Buffer.from(renderPage(template, { head }))),
        job.isClosed ? undefined : firstExpiry([job]),
      );
    });
    // Unknown, or held for review (as the detail API): the plain shell, whose app shows "not found".
    if (!page) return shell.send(request, reply.code(404).header('x-robots-tag', 'noindex'));
    // A page is a few KB (7 with a long description): brotli 5 or gzip 6, once per cached page, about 0.14 ms.
    return sendJsonBody(reply.header('cache-control', 'no-cache'), page, 'text/html; charset=utf-8');
  });
};
