import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { CATALOG_GROUPS } from './i18n.js';

// The languages issue: a key missing from any catalog fails. The build fails on a catalog entry without
// a translation (the Vite plugin's failOnMissing); this test fails on a message in the code that is not
// in its catalog at all (the extraction was not run), or is there without its Kannada or Hindi.
const config = getConfig({ cwd: process.cwd() });
const catalogs = await getCatalogs(config);

describe.each(catalogs.map((catalog) => [catalog.name ?? catalog.path, catalog] as const))(
  'the %s catalog',
  (_name, catalog) => {
    it('holds every message of its code, translated into Kannada and Hindi', { timeout: 60_000 }, async () => {
      const inCode = (await catalog.collect()) ?? {};
      const missing: string[] = [];
      for (const locale of ['en', 'kn', 'hi']) {
        const written = await catalog.read(locale);
        for (const [id, message] of Object.entries(inCode)) {
          const entry = written?.[id];
          if (!entry) missing.push(`${locale}: not extracted: "${message.message ?? id}"`);
          else if (locale !== 'en' && !entry.translation)
            missing.push(`${locale}: untranslated: "${message.message ?? id}"`);
        }
      }
      expect(missing).toEqual([]);
    });
  },
);

it('gives a message the same words in every catalog that holds it (they share one id once loaded)', async () => {
  const seen = new Map<string, { catalog: string; translation: string }>();
  const differing: string[] = [];
  for (const catalog of catalogs) {
    for (const locale of ['kn', 'hi']) {
      for (const [id, entry] of Object.entries((await catalog.read(locale)) ?? {})) {
        const key = `${locale}/${id}`;
        const earlier = seen.get(key);
        if (earlier && entry.translation && earlier.translation !== entry.translation) {
          differing.push(`${locale} "${entry.message}": ${earlier.catalog} and ${catalog.name} differ`);
        }
        if (entry.translation) seen.set(key, { catalog: catalog.name ?? '', translation: entry.translation });
      }
    }
  }
  expect(differing).toEqual([]);
});

it("covers the shell, the shared components, the assistant, every student feature and the company's answer page", () => {
  expect(catalogs.map((catalog) => catalog.name).sort()).toEqual([...CATALOG_GROUPS].sort());
});
