/**
 * The launcher's look, adopted as a constructed stylesheet: a strict CSP blocks <style> and
 * style attributes, not stylesheets built in script. Colours and offsets are custom
 * properties: the owner's (from the Widget tab) are set on :host, and a host page may still
 * override them on the widget's element (`coachforge-widget { --cf-accent: … }`).
 */
export const LOADER_CSS = `
:host { all: initial; }
.launcher {
  position: fixed; z-index: 2147483000; min-width: 56px; height: 56px; border-radius: 28px;
  border: 0; padding: 0; cursor: pointer; display: flex; align-items: center;
  justify-content: center; gap: 8px;
  font: 600 15px/1 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  background: var(--cf-accent, #2563eb); color: var(--cf-on-accent, #fff);
  box-shadow: 0 4px 14px rgba(0, 0, 0, .25);
}
.launcher.pill { height: 48px; padding: 0 20px 0 16px; }
.launcher.dark { box-shadow: 0 4px 14px rgba(0, 0, 0, .6), 0 0 0 1px rgba(255, 255, 255, .25); }
@media (prefers-color-scheme: dark) {
  .launcher.auto { box-shadow: 0 4px 14px rgba(0, 0, 0, .6), 0 0 0 1px rgba(255, 255, 255, .25); }
}
.launcher:hover { filter: brightness(1.1); }
.launcher:focus-visible { outline: 3px solid var(--cf-focus, #f59e0b); outline-offset: 3px; }
.launcher svg { width: 28px; height: 28px; fill: none; stroke: currentColor; stroke-width: 2; }
.pill svg { width: 22px; height: 22px; }
.bottom-right { bottom: var(--cf-y, 20px); right: var(--cf-x, 20px); }
.bottom-left { bottom: var(--cf-y, 20px); left: var(--cf-x, 20px); }
.top-right { top: var(--cf-y, 20px); right: var(--cf-x, 20px); }
.top-left { top: var(--cf-y, 20px); left: var(--cf-x, 20px); }
`;
