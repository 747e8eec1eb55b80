/**
 * Where focus goes back to when a dialog closes: the control that opened it. Radix returns
 * focus to whatever had it when the dialog mounted, which is <body> or a control of another
 * dialog when one dialog replaces another (sign-in -> sign-up -> "check your e-mail"), and
 * nowhere when that control is disabled by then (a rated reply's thumbs). So the last control
 * focused outside any dialog is remembered, and handed back on close, or the nearest control
 * beside it when it can no longer take focus.
 */
const IN_DIALOG = '[role="dialog"], [role="alertdialog"]';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let lastOutside: HTMLElement | null = null;
let listening = false;

const outsideDialogs = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element !== document.body && !element.closest(IN_DIALOG);

function listen() {
  if (listening) return;
  listening = true;
  document.addEventListener(
    'focusin',
    (event) => {
      if (outsideDialogs(event.target as Element)) lastOutside = event.target as HTMLElement;
    },
    true,
  );
}

/** The control a dialog opening now was opened from (called while it mounts). */
export function openerOfNewDialog(): HTMLElement | null {
  listen();
  const active = document.activeElement;
  if (outsideDialogs(active)) lastOutside = active;
  return lastOutside;
}

const canTakeFocus = (element: HTMLElement) =>
  element.isConnected && element.matches(FOCUSABLE) && element.getClientRects().length > 0;

/** The opener, or the first control that can take focus in its closest surroundings. */
function target(opener: HTMLElement): HTMLElement | null {
  if (canTakeFocus(opener)) return opener;
  for (let around = opener.parentElement; around?.isConnected; around = around.parentElement) {
    const near = [...around.querySelectorAll<HTMLElement>(FOCUSABLE)].find(canTakeFocus);
    if (near) return near;
    if (around === document.body) break;
  }
  return null;
}

/**
 * Focuses the opener once the dialog has closed; true when it did (the caller then stops
 * Radix's own return). Nothing is done while another dialog holds the focus.
 */
export function returnFocus(opener: HTMLElement | null): boolean {
  if (document.activeElement?.closest(IN_DIALOG)) return true;
  const to = opener && target(opener);
  if (!to) return false;
  to.focus();
  return true;
}
