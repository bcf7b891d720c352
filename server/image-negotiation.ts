import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';

// Pages name every photo by its WebP file. Where an AVIF twin was written beside it (smaller:
// product images when stored, the site's media at build), a browser that accepts AVIF is handed
// the twin under the same address: no page grows by a <picture> per image, and a browser
// without AVIF keeps the WebP. Answers vary on Accept.

export interface ImageFolder {
  /** URL prefix, e.g. '/uploads/'. */
  prefix: string;
  /** The folder the prefix serves. */
  dir: string;
}

/** Whether twins exist, per file: a photo's twin is written with it and never changes. */
const KNOWN_LIMIT = 20_000;

export function createImageNegotiation(folders: ImageFolder[]) {
  const twinExists = new Map<string, boolean>();

  function hasTwin(file: string): boolean {
    let known = twinExists.get(file);
    if (known === undefined) {
      known = fs.existsSync(file);
      if (twinExists.size >= KNOWN_LIMIT) twinExists.clear();
      twinExists.set(file, known);
    }
    return known;
  }

  return {
    /** For Fastify's `rewriteUrl`: the AVIF twin's address when the browser takes it. */
    rewrite(request: IncomingMessage): string {
      const url = request.url ?? '/';
      if (!url.endsWith('.webp') || !/\bimage\/avif\b/.test(request.headers.accept ?? '')) {
        return url;
      }
      const folder = folders.find(({ prefix }) => url.startsWith(prefix));
      if (!folder) return url;
      const relative = decodeURIComponent(url.slice(folder.prefix.length));
      const file = path.resolve(folder.dir, relative);
      if (!file.startsWith(path.resolve(folder.dir) + path.sep)) return url;
      const twin = url.replace(/\.webp$/, '.avif');
      return hasTwin(file.replace(/\.webp$/, '.avif')) ? twin : url;
    },

    /** Whether an answer for this address may differ by the Accept header. */
    negotiates(url: string): boolean {
      return /\.(webp|avif)$/.test(url) && folders.some(({ prefix }) => url.startsWith(prefix));
    },
  };
}
