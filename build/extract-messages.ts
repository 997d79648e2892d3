// Extracts the web's messages into their PO catalogs (lingui.config.ts), one catalog at a time, so that
// people translating different features never rewrite each other's files. Translations already in a
// catalog are kept; messages no longer in the code are dropped.
// Usage: npx tsx build/extract-messages.ts [catalog ...]   (all catalogs when none is named:
// shell, home, internships, auth, dashboard, …)
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const config = getConfig({ cwd: process.cwd() });
const wanted = new Set(process.argv.slice(2));
const catalogs = (await getCatalogs(config)).filter((catalog) => wanted.size === 0 || wanted.has(catalog.name ?? ''));
if (catalogs.length === 0) {
  console.error(`No catalog named ${[...wanted].join(', ')}`);
  process.exit(1);
}
for (const catalog of catalogs) {
  const result = await catalog.make({ clean: true, overwrite: false, locale: config.locales, orderBy: 'messageId' });
  if (result === false) process.exitCode = 1;
  const source = result ? result[config.sourceLocale ?? 'en'] : undefined;
  console.log(`${catalog.name}: ${Object.keys(source ?? {}).length} messages`);
}
