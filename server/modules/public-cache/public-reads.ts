import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DB } from '#server/db/database.js';
import { requestPath } from '#server/lib/request-path.js';
import type { TSettings } from '#shared/schemas/settings.js';
import { ListingCards } from '../jobs/listing-cards.js';
import { ViewCounter } from '../jobs/view-counter.js';
import { LiveSearchIndex } from '../search-index/live-search-index.js';
import { getSettings } from '../settings/settings.service.js';
import { ContentVersion } from './content-version.js';
import { PublicReadCache } from './public-read-cache.js';

export interface PublicReads {
  cache: PublicReadCache;
  views: ViewCounter;
  /** The public list's search index, following the same content version. */
  search: LiveSearchIndex;
  /** The cards of listings recently shown, following the same content version. */
  cards: ListingCards;
  /** The settings, read again only when the content version moves (every student call checks maintenance). */
  settings(): Promise<TSettings>;
}

const isAdminWrite = (request: FastifyRequest) =>
  request.method !== 'GET' && request.method !== 'HEAD' && requestPath(request).startsWith('/api/admin/');

/** The public read path's caches, made stale by this process's admin writes at once and by others' within `contentCheckMs`. */
export function registerPublicReads(
  app: FastifyInstance,
  db: DB,
  {
    contentCheckMs,
    alsoFollows,
  }: {
    contentCheckMs: number;
    /** A count the cached answers also show (how companies answer): answers made under another are made again. */
    alsoFollows?: () => number;
  },
): PublicReads {
  const version = new ContentVersion(db, { checkEveryMs: contentCheckMs });
  const views = new ViewCounter(db, (error) => app.log.error({ err: error }, 'Could not store internship view counts'));
  let settings: { version: number; value: TSettings } | null = null;

  // onSend runs after the handler's writes have committed and before the administrator sees the answer.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (isAdminWrite(request)) version.markStale();
    done(null, payload);
  });
  app.addHook('onClose', () => views.flush());
  const search = new LiveSearchIndex(db, version);
  // Built before the server answers, so the first students do not wait for it.
  app.addHook('onReady', async () => void (await search.fresh()));

  return {
    cache: new PublicReadCache(version, { alsoFollows }),
    views,
    search,
    cards: new ListingCards(db, version),
    async settings() {
      const current = await version.current();
      if (settings?.version !== current) settings = { version: current, value: await getSettings(db) };
      return settings.value;
    },
  };
}
