// Taps on 'Ajouter au panier' before the page is interactive. Over slow 3G the server-rendered
// buttons show seconds before React has hydrated them, and a tap in between used to do
// nothing. The cart lives in the browser's storage, so the add itself needs our JavaScript;
// a form posting to the server would not help (no action can write that storage) and, worse,
// would reload the page over the same slow link. Instead a tiny inline script in the page's
// <head> (app/root.tsx) runs before anything else has loaded:
// - it marks <html> as waiting, so the add buttons look pending (add-to-cart-button.module.css);
// - it keeps every tap on an add button in a queue and shows a spinner on the tapped button;
// - once React runs, each button hands its product's adds back here and they are applied in
//   the order they were tapped, with the usual toast; from then on React handles the taps.
// Nothing is sent over the network before or after, and no tap is lost or counted twice: the
// script stops a tap it queues from reaching React, and stops queuing before React handles any.

/** On <html> while the page waits for its JavaScript. */
const AWAITING_ATTRIBUTE = 'data-awaiting-js';
/** On each add button: the product's id, for the queue. */
export const ADD_BUTTON_ATTRIBUTE = 'data-add-to-cart';
/** On a button tapped early, until its taps are applied: shows the spinner. */
const TAPPED_ATTRIBUTE = 'data-early-tap';
const QUEUE = '__baobabEarlyTaps';

declare global {
  interface Window {
    [QUEUE]?: number[];
  }
}

/** The inline script. Plain ES5, as it runs before (and without) the site's own code. */
export const EARLY_TAPS_SCRIPT = `(function () {
  var root = document.documentElement, queue = window.${QUEUE} = [];
  root.setAttribute('${AWAITING_ATTRIBUTE}', '');
  window.addEventListener('click', function (event) {
    if (!root.hasAttribute('${AWAITING_ATTRIBUTE}') || !event.target.closest) return;
    var button = event.target.closest('[${ADD_BUTTON_ATTRIBUTE}]');
    if (!button || button.disabled) return;
    event.stopImmediatePropagation();
    queue.push(Number(button.getAttribute('${ADD_BUTTON_ATTRIBUTE}')));
    button.setAttribute('${TAPPED_ATTRIBUTE}', '');
    button.setAttribute('aria-busy', 'true');
  }, true);
})();`;

/** React runs: taps go to its handlers from now on, and the buttons stop looking pending. */
export function stopQueuingEarlyTaps(): void {
  document.documentElement.removeAttribute(AWAITING_ATTRIBUTE);
}

/** The adds of the buttons whose product was tapped early, until they are replayed. */
const pendingAdds = new Map<number, () => void>();

function replayInTapOrder(): void {
  const queue = window[QUEUE] ?? [];
  for (const id of queue) pendingAdds.get(id)?.();
  window[QUEUE] = queue.filter((id) => !pendingAdds.has(id));
  for (const id of pendingAdds.keys()) {
    for (const button of document.querySelectorAll(`[${ADD_BUTTON_ATTRIBUTE}="${id}"]`)) {
      button.removeAttribute(TAPPED_ATTRIBUTE);
      button.removeAttribute('aria-busy');
    }
  }
  pendingAdds.clear();
}

/**
 * Called by each add button once hydrated: when its product was tapped before, `add` runs once
 * per tap. The replay waits for the other buttons of the same render (a microtask), so that
 * taps on several products reach the cart in the order they were made.
 */
export function replayEarlyTaps(id: number, add: () => void): void {
  stopQueuingEarlyTaps();
  if (!window[QUEUE]?.includes(id)) return;
  if (pendingAdds.size === 0) queueMicrotask(replayInTapOrder);
  pendingAdds.set(id, add);
}
