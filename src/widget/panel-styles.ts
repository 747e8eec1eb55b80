/** The panel's look, adopted beside the launcher's (see loader-styles.ts for why). */
export const PANEL_CSS = `
.panel {
  position: fixed; z-index: 2147483001; box-sizing: border-box;
  width: min(380px, calc(100vw - 40px)); height: min(560px, calc(100vh - 120px));
  display: flex; flex-direction: column; overflow: hidden;
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: var(--cf-text, #111827); background: var(--cf-surface, #fff);
  border-radius: 14px; box-shadow: 0 12px 40px rgba(0, 0, 0, .28);
}
.panel[hidden] { display: none; }
.panel:focus { outline: none; }
.panel.bottom-right { bottom: 88px; right: 20px; }
.panel.bottom-left { bottom: 88px; left: 20px; }
.panel.top-right { top: 88px; right: 20px; }
.panel.top-left { top: 88px; left: 20px; }
@media (max-width: 639.98px) {
  .panel.panel {
    top: var(--cf-viewport-top, 0); left: 0; right: auto; bottom: auto; width: 100vw;
    height: var(--cf-viewport-height, 100vh); border-radius: 0;
  }
}
header {
  display: flex; align-items: center; gap: 8px; padding: 10px 12px;
  background: var(--cf-accent, #4f46e5); color: var(--cf-on-accent, #fff);
}
h2 { flex: 1; margin: 0; font-size: 16px; font-weight: 600; }
button { font: inherit; cursor: pointer; }
button:focus-visible, textarea:focus-visible, .log:focus-visible {
  outline: 3px solid var(--cf-focus, #f59e0b); outline-offset: 2px;
}
header button {
  min-width: 40px; min-height: 40px; border: 0; border-radius: 8px;
  background: transparent; color: inherit; font-size: 15px;
}
header button:hover { background: rgba(255, 255, 255, .18); }
.close { font-size: 24px; line-height: 1; }
.log { flex: 1; overflow-y: auto; padding: 12px; display: flex; flex-direction: column; gap: 8px; }
.msg { max-width: 85%; padding: 8px 12px; border-radius: 12px; overflow-wrap: anywhere; }
.msg p, .msg ul, .msg ol { margin: 0 0 6px; }
.msg > :last-child { margin-bottom: 0; }
.msg ul, .msg ol { padding-left: 20px; }
.msg .heading { font-weight: 600; }
.user { align-self: flex-end; background: var(--cf-accent, #4f46e5); color: var(--cf-on-accent, #fff); white-space: pre-wrap; }
.coach { align-self: flex-start; background: var(--cf-bubble, #f3f4f6); }
.pending::after { content: "…"; }
.note { align-self: center; color: #4b5563; font-size: 13px; text-align: center; }
.error { margin: 0 12px 8px; padding: 8px 10px; border-radius: 8px; background: #fef2f2; color: #991b1b; font-size: 14px; }
.error[hidden] { display: none; }
form { display: flex; gap: 8px; align-items: flex-end; padding: 10px 12px; border-top: 1px solid #e5e7eb; }
textarea {
  flex: 1; box-sizing: border-box; resize: none; min-height: 42px; max-height: 120px;
  padding: 9px 10px; border: 1px solid #9ca3af; border-radius: 10px; font: inherit; color: inherit; background: #fff;
}
.send {
  min-height: 42px; padding: 0 16px; border: 0; border-radius: 10px;
  background: var(--cf-accent, #4f46e5); color: var(--cf-on-accent, #fff); font-weight: 600;
}
.send:disabled { opacity: .6; cursor: default; }
.sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
`;
