import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import {
  FIRST_EVALUATED_CHUNKS,
  HELD_FIRST_ATTRIBUTE,
  HELD_MODULES_ID,
  HELD_MODULES_TYPE,
  HELD_PRELOADS_ATTRIBUTE,
} from './page-modules-release.ts';

// A server-rendered page needs its JavaScript only to hydrate what it already shows. React
// Router's <Scripts> preloads every module of the page from the <head> (some forty files,
// 160–190 KB gzip) and starts them from an inline module script: on a slow link they share the
// first seconds with the page's photo, which then paints seconds later. So the HTML stream
// holds them (decision 049): the head's module preloads are taken out, their addresses written
// on the entry module's script, whose type makes it inert, with the vendor chunks to run first
// (decision 050); the head's release script (app/page-modules-release.ts) starts them once the
// page has loaded. The script stays where React Router rendered it, so hydration finds the
// element it expects.

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]*)"[^>]*>/g;
const HEAD_END = '</head>';
/** A module script's opening tag (React Router writes `type` and `async` last). */
const MODULE_SCRIPT_TAG = /<script((?: [a-zA-Z-]+="[^"]*")*) type="module"(?: async="")?>/g;
const SCRIPT_END = '</script>';
/** What tells React Router's entry module from any other module script (Vite's, in development). */
const ENTRY_MODULE_MARK = 'window.__reactRouterRouteModules';

/** The entry module's opening tag, or undefined while the page's beginning does not hold it whole. */
function entryModuleTag(body: string): RegExpExecArray | undefined {
  for (const tag of body.matchAll(MODULE_SCRIPT_TAG)) {
    const textStart = tag.index + tag[0].length;
    const end = body.indexOf(SCRIPT_END, textStart);
    if (end === -1) return undefined;
    if (body.slice(textStart, end).includes(ENTRY_MODULE_MARK)) return tag;
  }
  return undefined;
}

/** The vendor chunks among the page's preloads, in the order they are to run. */
function firstEvaluated(preloads: string[]): string[] {
  const fileName = (href: string) => href.slice(href.lastIndexOf('/') + 1);
  return FIRST_EVALUATED_CHUNKS.flatMap((chunk) =>
    preloads.filter((href) => fileName(href).startsWith(`${chunk}-`)),
  );
}

/**
 * The page with its modules held, or undefined while `html` (the page's beginning) does not
 * yet hold the entry module's whole script.
 */
function holdModules(html: string): string | undefined {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd === -1) return undefined;
  const body = html.slice(headEnd);
  const entry = entryModuleTag(body);
  if (!entry) return undefined;
  const preloads: string[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return '';
  });
  const heldEntry =
    `<script${entry[1] ?? ''} id="${HELD_MODULES_ID}" type="${HELD_MODULES_TYPE}" ` +
    `${HELD_PRELOADS_ATTRIBUTE}="${preloads.join(' ')}" ` +
    `${HELD_FIRST_ATTRIBUTE}="${firstEvaluated(preloads).join(' ')}">`;
  return head + body.slice(0, entry.index) + heldEntry + body.slice(entry.index + entry[0].length);
}

/**
 * Passes HTML through with its modules held. The page is kept back until its entry module's
 * script has passed (React writes the shell, which holds it, at once); the rest flows on.
 */
export function holdPageModules(): Transform {
  const decoder = new StringDecoder('utf8');
  let beginning = '';
  let held = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (held) return callback(null, text);
      beginning += text;
      const page = holdModules(beginning);
      if (page === undefined) return callback();
      held = true;
      beginning = '';
      callback(null, page);
    },
    flush(callback) {
      // A page without an entry module (none rendered) goes out as it came.
      callback(null, beginning + decoder.end());
    },
  });
}
