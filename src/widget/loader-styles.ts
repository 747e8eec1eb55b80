/**
 * The launcher's look, adopted as a constructed stylesheet: a strict CSP blocks <style> and
 * style attributes, not stylesheets built in script. Colours are custom properties a host page
 * may set on the widget's element (`coachforge-widget { --cf-accent: … }`).
 */
export const LOADER_CSS = `
:host { all: initial; }
.launcher {
  position: fixed; z-index: 2147483000; width: 56px; height: 56px; border-radius: 50%;
  border: 0; padding: 0; cursor: pointer; display: grid; place-items: center;
  background: var(--cf-accent, #4f46e5); color: var(--cf-on-accent, #fff);
  box-shadow: 0 4px 14px rgba(0, 0, 0, .25);
}
.launcher:hover { filter: brightness(1.1); }
.launcher:focus-visible { outline: 3px solid var(--cf-focus, #f59e0b); outline-offset: 3px; }
.launcher svg { width: 28px; height: 28px; fill: none; stroke: currentColor; stroke-width: 2; }
.bottom-right { bottom: 20px; right: 20px; }
.bottom-left { bottom: 20px; left: 20px; }
.top-right { top: 20px; right: 20px; }
.top-left { top: 20px; left: 20px; }
`;
