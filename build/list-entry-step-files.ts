import type { HtmlTagDescriptor, Plugin } from 'vite';
import { APP_FILES_ID } from '../shared/server-render.js';

/**
 * The entry (web/main.tsx) evaluates the app in steps, each a dynamic import, once the page has painted.
 * This lists every file those steps load in the page (a JSON script, #app-files), so the entry can ask for
 * them all at once after the first paint: no step then waits a round trip for its file, and none of them
 * competes with the stylesheet before the paint (docs/decisions/0051).
 */
export function listEntryStepFiles(): Plugin {
  return {
    name: 'list-entry-step-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const files = new Set<string>();
        const visit = (file: string) => {
          const found = bundle[file];
          if (files.has(file) || !found || found.type !== 'chunk') return;
          files.add(file);
          for (const imported of found.imports) visit(imported);
        };
        for (const file of chunk.dynamicImports) visit(file);
        // The entry and its static imports are in the page already.
        for (const file of [chunk.fileName, ...chunk.imports]) files.delete(file);
        const tag: HtmlTagDescriptor = {
          tag: 'script',
          attrs: { type: 'application/json', id: APP_FILES_ID },
          children: JSON.stringify([...files].map((file) => `/${file}`)),
          injectTo: 'body',
        };
        return [tag];
      },
    },
  };
}
