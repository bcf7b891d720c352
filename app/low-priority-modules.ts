import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

// The page's JavaScript only hydrates HTML the server has already rendered: until it runs,
// links work, the early-taps script keeps taps (app/early-taps.ts), and nothing is missing
// from the first screen. React Router preloads every module of the page at the browser's
// "High" priority, the same as the hero photo, so on a slow link some fifty scripts (about
// 190 KB) compete with the photo and the stylesheets for the first seconds. Marking those
// preloads `fetchpriority="low"` lets the browser fetch the first screen's stylesheets and
// photo first and the scripts right after (decision 026). React Router's <Scripts> takes no
// priority, so the server's HTML stream marks them while it passes through the <head>.

const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = '</head>';

/** Passes HTML through, marking the module preloads of its <head> as low priority. */
export function lowerModulePreloadPriority(): Transform {
  const decoder = new StringDecoder('utf8');
  let inHead = true;
  // The end of a chunk that may begin a preload or </head> cut in two by the stream.
  let held = '';

  function markHead(text: string): string {
    const headEnd = text.indexOf(HEAD_END);
    const head = headEnd === -1 ? text : text.slice(0, headEnd);
    const marked = head.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
    if (headEnd === -1) return marked;
    inHead = false;
    return marked + text.slice(headEnd);
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk);
      const text = held + decoder.write(chunk);
      const cut = text.lastIndexOf('<');
      const keep =
        cut !== -1 && text.length - cut < MODULE_PRELOAD.length && !text.includes('>', cut);
      const marked = markHead(keep ? text.slice(0, cut) : text);
      // Past the head, nothing is held any more: what was kept goes out in order.
      held = keep && inHead ? text.slice(cut) : '';
      callback(null, keep && !inHead ? marked + text.slice(cut) : marked);
    },
    flush(callback) {
      const rest = held + decoder.end();
      callback(null, inHead ? markHead(rest) : rest);
    },
  });
}
