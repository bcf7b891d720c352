// Taps made before the page is interactive. Over slow 3G the server-rendered buttons show
// seconds before React has hydrated them, and a tap in between used to do nothing. Three kinds
// of controls need our JavaScript for their work:
// - 'Ajouter au panier': the cart lives in the browser's storage, so the add needs our code; a
//   form posting to the server would not help (no action can write that storage) and, worse,
//   would reload the page over the same slow link;
// - the header's burger and cart buttons, which open a drawer and a dropdown;
// - the login and registration forms, which keep the session in the browser's storage (and
//   would otherwise be sent by the browser itself, the password in the address).
// A tiny inline script in the page's <head> (app/root.tsx) runs before anything else has loaded:
// - it marks <html> as waiting, so those controls look pending (early-taps.module.css);
// - it keeps every tap or submit on them (the add button's product id, or the control's name)
//   and shows a spinner on the tapped button;
// - once React runs, each control takes its taps back: every add is applied, in the order they
//   were tapped, with the usual toast; a menu tapped early opens; a form sent early is sent
//   with what was typed. From then on React handles the taps.
// Nothing is sent over the network before, and no tap is lost or counted twice: the script
// stops a tap it keeps from reaching React (or the browser), and stops keeping them before
// React handles any. The adds are also kept in the tab's session storage: a buyer who taps a
// link before the page runs (links work at once) finds them applied on the page she lands on,
// which fetches the products it does not show (issue 45 §4.2).

/** On <html> while the page waits for its JavaScript. */
const AWAITING_ATTRIBUTE = 'data-awaiting-js';
/** On each add button: the product's id, for the queue. */
export const ADD_BUTTON_ATTRIBUTE = 'data-add-to-cart';
/** On each other button or form that needs our JavaScript: its name, to replay its tap. */
export const NEEDS_JS_ATTRIBUTE = 'data-needs-js';
/** On a button tapped early, until its taps are applied: shows the spinner. */
const TAPPED_ATTRIBUTE = 'data-early-tap';
const ADDS = '__baobabEarlyAdds';
const TAPPED_NAMES = '__baobabEarlyTaps';
/** Session storage: the adds tapped early and not applied yet, the page left before it ran. */
const STORED_ADDS = 'baobab-early-adds';

declare global {
  interface Window {
    [ADDS]?: number[];
    [TAPPED_NAMES]?: string[];
  }
}

/** The inline script. Plain ES5, as it runs before (and without) the site's own code. */
export const EARLY_TAPS_SCRIPT = `(function () {
  var root = document.documentElement;
  var adds = [], names = window.${TAPPED_NAMES} = [];
  try { adds = JSON.parse(sessionStorage.getItem('${STORED_ADDS}')) || []; } catch (e) {}
  window.${ADDS} = adds;
  root.setAttribute('${AWAITING_ATTRIBUTE}', '');
  function keep(event, control, busy) {
    event.preventDefault();
    event.stopImmediatePropagation();
    var product = control.getAttribute('${ADD_BUTTON_ATTRIBUTE}');
    if (product) {
      adds.push(Number(product));
      try { sessionStorage.setItem('${STORED_ADDS}', JSON.stringify(adds)); } catch (e) {}
    } else names.push(control.getAttribute('${NEEDS_JS_ATTRIBUTE}'));
    busy.setAttribute('${TAPPED_ATTRIBUTE}', '');
    busy.setAttribute('aria-busy', 'true');
  }
  window.addEventListener('click', function (event) {
    if (!root.hasAttribute('${AWAITING_ATTRIBUTE}') || !event.target.closest) return;
    var button = event.target.closest('[${ADD_BUTTON_ATTRIBUTE}],button[${NEEDS_JS_ATTRIBUTE}]');
    if (button && !button.disabled) keep(event, button, button);
  }, true);
  window.addEventListener('submit', function (event) {
    var form = event.target;
    if (!root.hasAttribute('${AWAITING_ATTRIBUTE}') || !form.hasAttribute('${NEEDS_JS_ATTRIBUTE}')) return;
    keep(event, form, form.querySelector('[type=submit]') || form);
  }, true);
})();`;

/**
 * React runs: taps go to its handlers from now on, and the buttons stop looking pending. Called
 * from the first effects of the hydrating render: the adds kept are applied once every button of
 * that render has said which product it adds.
 */
export function stopQueuingEarlyTaps(): void {
  const root = document.documentElement;
  if (!root.hasAttribute(AWAITING_ATTRIBUTE)) return;
  root.removeAttribute(AWAITING_ATTRIBUTE);
  queueMicrotask(replayAddsInTapOrder);
}

function showApplied(selector: string): void {
  for (const button of document.querySelectorAll(`${selector}, ${selector} [type=submit]`)) {
    button.removeAttribute(TAPPED_ATTRIBUTE);
    button.removeAttribute('aria-busy');
  }
}

/** The adds of the buttons whose product was tapped early, until they are replayed. */
const pendingAdds = new Map<number, () => void>();

/** Adds products by their ids (the header's cart sets it); rejects when the server is out of reach. */
let addByIds: ((ids: number[]) => Promise<void>) | null = null;

/** Called by the header's cart once hydrated, before the adds kept are applied. */
export function addEarlyTapsElsewhereWith(add: (ids: number[]) => Promise<void>): void {
  addByIds = add;
}

/**
 * Applies every add kept: those of this page's buttons in tap order, then those whose product
 * the page does not show, fetched (the page left before it ran, issue 45 §4.2).
 */
function replayAddsInTapOrder(): void {
  const adds = window[ADDS] ?? [];
  window[ADDS] = [];
  try {
    sessionStorage.removeItem(STORED_ADDS);
  } catch {
    // Storage disabled: the adds were kept for this page only.
  }
  const elsewhere = adds.filter((id) => !pendingAdds.has(id));
  for (const id of adds) pendingAdds.get(id)?.();
  for (const id of pendingAdds.keys()) showApplied(`[${ADD_BUTTON_ATTRIBUTE}="${id}"]`);
  pendingAdds.clear();
  if (elsewhere.length === 0) return;
  if (addByIds) addByIds(elsewhere).catch(() => keepForNextPage(elsewhere));
  else keepForNextPage(elsewhere);
}

/** Not applied here (no header's cart, or the server out of reach): the next page tries again. */
function keepForNextPage(adds: number[]): void {
  try {
    sessionStorage.setItem(STORED_ADDS, JSON.stringify(adds));
  } catch {
    // Storage disabled: nothing more can keep them.
  }
}

/**
 * Called by each add button once hydrated: when its product was tapped before, `add` runs once
 * per tap, with the other buttons of the same render, so that taps on several products reach
 * the cart in the order they were made.
 */
export function replayEarlyTaps(id: number, add: () => void): void {
  stopQueuingEarlyTaps();
  if (window[ADDS]?.includes(id)) pendingAdds.set(id, add);
}

/**
 * Called by a control named with NEEDS_JS_ATTRIBUTE once hydrated: true when it was tapped (or
 * its form sent) before, and only the first time: however many taps, it acts once.
 */
export function takeEarlyTap(name: string): boolean {
  stopQueuingEarlyTaps();
  const names = window[TAPPED_NAMES] ?? [];
  if (!names.includes(name)) return false;
  window[TAPPED_NAMES] = names.filter((tapped) => tapped !== name);
  showApplied(`[${NEEDS_JS_ATTRIBUTE}="${name}"]`);
  return true;
}
