// The page's modules wait for the page (decision 049). A storefront page renders them held
// (app/page-modules-held.tsx): no module preload, and their addresses on the entry module's
// script, which is inert. This inline script of the <head> gives them back
// once the page has loaded and painted (its photo and styles first, on a link they would
// otherwise share), at the visitor's first tap or key if that comes sooner, and at the latest a
// few seconds after the HTML has been read, so that an image that never ends cannot keep the
// page from working. Until then links work and the early-taps script keeps taps on the buttons
// that need JavaScript (app/early-taps.ts). The release itself is cut into short tasks for a
// phone's main thread: the preloads go in a few at a time, then the vendor chunks run, each from
// a script of its own, then the entry (decision 050).

/** The held entry module's script: its id, its inert type, the preloads' addresses. */
export const HELD_MODULES_ID = 'page-modules';
export const HELD_MODULES_TYPE = 'text/x-held-module';
export const HELD_PRELOADS_ATTRIBUTE = 'data-preloads';
/** The preloads to run first, one per task, each before the next: the vendor chunks. */
export const HELD_FIRST_ATTRIBUTE = 'data-first';

/**
 * The chunks every page runs (scripts/first-visit-chunks.ts), in the order they import each
 * other. From the entry alone, the browser evaluates every module of the page in one task;
 * run first, each from a script of its own, they take theirs apart (decision 050).
 */
export const FIRST_EVALUATED_CHUNKS = ['framework', 'mantine'] as const;

/**
 * Starting a request costs the main thread about 0.7 ms here, 3 ms on a phone (CPU ×4), and
 * 4 ms under Lighthouse's trace (16 ms at its ×4): the 37 preloads of `/` in one go made the
 * page's longest task. Two per task keep each under Lighthouse's 50 ms.
 */
const PRELOADS_PER_TASK = 2;

/** Longest wait after the HTML has been read, whatever the page's images do. */
const LATEST_RELEASE_MS = 3000;

/**
 * The inline script. Plain ES5, as it runs before (and without) the site's own code. The new
 * module script carries the held one's text and nonce: the page's policy allows that text by
 * its hash (kept pages) or the nonce (pages rendered for one visitor).
 */
export const PAGE_MODULES_RELEASE_SCRIPT = `(function () {
  var released = false;
  function release() {
    var held = document.getElementById('${HELD_MODULES_ID}');
    if (released || held === null) return;
    released = true;
    function addresses(attribute) {
      return held.getAttribute(attribute).split(' ').filter(Boolean);
    }
    var preloads = addresses('${HELD_PRELOADS_ATTRIBUTE}');
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.nonce = held.nonce;
    entry.text = held.text;
    // A browser without modules runs none of them: the entry alone, as before.
    var first = [];
    if ('noModule' in entry) first = addresses('${HELD_FIRST_ATTRIBUTE}');
    (function preload(start) {
      preloads.slice(start, start + ${PRELOADS_PER_TASK}).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      });
      if (start + ${PRELOADS_PER_TASK} >= preloads.length) return run(0);
      // A message is a task of its own, with none of the 4 ms that chained timers wait.
      var channel = new MessageChannel();
      channel.port1.onmessage = function () { preload(start + ${PRELOADS_PER_TASK}); };
      channel.port2.postMessage(null);
    })(0);
    function run(index) {
      if (index >= first.length) return document.body.appendChild(entry);
      var chunk = document.createElement('script');
      chunk.type = 'module';
      chunk.nonce = held.nonce;
      chunk.src = first[index];
      // The load event of a module script comes once it has run.
      chunk.onload = chunk.onerror = function () { run(index + 1); };
      document.body.appendChild(chunk);
    }
  }
  window.addEventListener('load', function () {
    requestAnimationFrame(function () { setTimeout(release, 0); });
  });
  document.addEventListener('DOMContentLoaded', function () { setTimeout(release, ${LATEST_RELEASE_MS}); });
  window.addEventListener('pointerdown', release, true);
  window.addEventListener('keydown', release, true);
})();`;
