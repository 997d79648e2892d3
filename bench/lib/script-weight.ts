import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The gzip size of the scripts a page loaded, from the build's own .gz files (what a browser downloads). */
export function gzipBytesOf(urls: string[], webRoot = 'dist/web'): number {
  return urls.reduce((sum, url) => {
    const file = join(webRoot, new URL(url).pathname);
    if (existsSync(`${file}.gz`)) return sum + statSync(`${file}.gz`).size;
    return sum + (existsSync(file) ? statSync(file).size : 0);
  }, 0);
}
