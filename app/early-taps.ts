// Taps made before the page is interactive. Over slow 3G the server-rendered buttons show
// seconds before React has hydrated them, and a tap in between used to do nothing. Two kinds of
// buttons need our JavaScript for their work:
// - 'Ajouter au panier': the cart lives in the browser's storage, so the add needs our code; a
//   form posting to the server would not help (no action can write that storage) and, worse,
//   would reload the page over the same slow link;
// - the header's burger and cart buttons, which open a drawer and a dropdown.
// A tiny inline script in the page's <head> (app/root.tsx) runs before anything else has loaded:
// - it marks <html> as waiting, so those buttons look pending (early-taps.module.css);
// - it keeps every tap on them (the add button's product id, or the opener's name) and shows a
//   spinner on the tapped button;
// - once React runs, each button takes its taps back: every add is applied, in the order they
//   were tapped, with the usual toast; a menu tapped early opens. From then on React handles
//   the taps.
// Nothing is sent over the network before or after, and no tap is lost or counted twice: the
// script stops a tap it keeps from reaching React, and stops keeping them before React handles
// any.

/** On <html> while the page waits for its JavaScript. */
const AWAITING_ATTRIBUTE = 'data-awaiting-js';
/** On each add button: the product's id, for the queue. */
export const ADD_BUTTON_ATTRIBUTE = 'data-add-to-cart';
/** On each button opening a menu: its name, so that it opens once the page runs. */
export const OPENER_ATTRIBUTE = 'data-opens';
/** On a button tapped early, until its taps are applied: shows the spinner. */
const TAPPED_ATTRIBUTE = 'data-early-tap';
const ADDS = '__baobabEarlyAdds';
const OPENS = '__baobabEarlyOpens';

declare global {
  interface Window {
    [ADDS]?: number[];
    [OPENS]?: string[];
  }
}

/** The inline script. Plain ES5, as it runs before (and without) the site's own code. */
export const EARLY_TAPS_SCRIPT = `(function () {
  var root = document.documentElement, adds = window.${ADDS} = [], opens = window.${OPENS} = [];
  root.setAttribute('${AWAITING_ATTRIBUTE}', '');
  window.addEventListener('click', function (event) {
    if (!root.hasAttribute('${AWAITING_ATTRIBUTE}') || !event.target.closest) return;
    var button = event.target.closest('[${ADD_BUTTON_ATTRIBUTE}],[${OPENER_ATTRIBUTE}]');
    if (!button || button.disabled) return;
    event.stopImmediatePropagation();
    var product = button.getAttribute('${ADD_BUTTON_ATTRIBUTE}');
    if (product) adds.push(Number(product));
    else opens.push(button.getAttribute('${OPENER_ATTRIBUTE}'));
    button.setAttribute('${TAPPED_ATTRIBUTE}', '');
    button.setAttribute('aria-busy', 'true');
  }, true);
})();`;

/** React runs: taps go to its handlers from now on, and the buttons stop looking pending. */
function stopQueuingEarlyTaps(): void {
  document.documentElement.removeAttribute(AWAITING_ATTRIBUTE);
}

function showApplied(selector: string): void {
  for (const button of document.querySelectorAll(selector)) {
    button.removeAttribute(TAPPED_ATTRIBUTE);
    button.removeAttribute('aria-busy');
  }
}

/** The adds of the buttons whose product was tapped early, until they are replayed. */
const pendingAdds = new Map<number, () => void>();

function replayAddsInTapOrder(): void {
  const adds = window[ADDS] ?? [];
  for (const id of adds) pendingAdds.get(id)?.();
  window[ADDS] = adds.filter((id) => !pendingAdds.has(id));
  for (const id of pendingAdds.keys()) showApplied(`[${ADD_BUTTON_ATTRIBUTE}="${id}"]`);
  pendingAdds.clear();
}

/**
 * Called by each add button once hydrated: when its product was tapped before, `add` runs once
 * per tap. The replay waits for the other buttons of the same render (a microtask), so that
 * taps on several products reach the cart in the order they were made.
 */
export function replayEarlyTaps(id: number, add: () => void): void {
  stopQueuingEarlyTaps();
  if (!window[ADDS]?.includes(id)) return;
  if (pendingAdds.size === 0) queueMicrotask(replayAddsInTapOrder);
  pendingAdds.set(id, add);
}

/**
 * Called by a menu's button once hydrated: true when it was tapped before, and only the first
 * time (however many taps, the menu opens once).
 */
export function takeEarlyOpen(name: string): boolean {
  stopQueuingEarlyTaps();
  const opens = window[OPENS] ?? [];
  if (!opens.includes(name)) return false;
  window[OPENS] = opens.filter((opened) => opened !== name);
  showApplied(`[${OPENER_ATTRIBUTE}="${name}"]`);
  return true;
}
