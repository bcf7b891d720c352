// The page's modules wait for the page (decision 049). The server's HTML stream holds them
// (app/page-modules-held.ts): the <head> loses its module preloads, whose addresses go on the
// entry module's script, which becomes inert. This inline script of the <head> gives them back
// once the page has loaded and painted (its photo and styles first, on a link they would
// otherwise share), at the visitor's first tap or key if that comes sooner, and at the latest a
// few seconds after the HTML has been read, so that an image that never ends cannot keep the
// page from working. Until then links work and the early-taps script keeps taps on the buttons
// that need JavaScript (app/early-taps.ts).

/** The held entry module's script: its id, its inert type, the preloads' addresses. */
export const HELD_MODULES_ID = 'page-modules';
export const HELD_MODULES_TYPE = 'text/x-held-module';
export const HELD_PRELOADS_ATTRIBUTE = 'data-preloads';

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
    held.getAttribute('${HELD_PRELOADS_ATTRIBUTE}').split(' ').forEach(function (href) {
      if (href === '') return;
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = href;
      document.head.appendChild(preload);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.nonce = held.nonce;
    entry.text = held.text;
    document.body.appendChild(entry);
  }
  window.addEventListener('load', function () {
    requestAnimationFrame(function () { setTimeout(release, 0); });
  });
  document.addEventListener('DOMContentLoaded', function () { setTimeout(release, ${LATEST_RELEASE_MS}); });
  window.addEventListener('pointerdown', release, true);
  window.addEventListener('keydown', release, true);
})();`;
