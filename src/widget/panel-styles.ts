/**
 * The panel's look, adopted beside the launcher's (see loader-styles.ts for why). Colours are
 * custom properties: the brand's come from the agent's appearance (panel-theme.ts), the
 * surface's from its light or dark theme ('auto' follows the visitor's system).
 */
export const PANEL_CSS = `
.panel {
  --cf-surface: #fff; --cf-text: #111827; --cf-muted: #4b5563; --cf-bubble: #f3f4f6;
  --cf-line: #d1d5db; --cf-field: #fff; --cf-field-line: #6b7280; --cf-link: #1d4ed8;
  position: fixed; z-index: 2147483001; box-sizing: border-box;
  width: min(380px, calc(100vw - 40px)); height: min(600px, calc(100vh - 120px));
  display: flex; flex-direction: column; overflow: hidden;
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: var(--cf-text); background: var(--cf-surface);
  border-radius: 14px; box-shadow: 0 12px 40px rgba(0, 0, 0, .28);
}
.panel.dark {
  --cf-surface: #111827; --cf-text: #f9fafb; --cf-muted: #d1d5db; --cf-bubble: #1f2937;
  --cf-line: #374151; --cf-field: #0b1220; --cf-field-line: #9ca3af; --cf-link: #93c5fd;
}
@media (prefers-color-scheme: dark) {
  .panel.auto {
    --cf-surface: #111827; --cf-text: #f9fafb; --cf-muted: #d1d5db; --cf-bubble: #1f2937;
    --cf-line: #374151; --cf-field: #0b1220; --cf-field-line: #9ca3af; --cf-link: #93c5fd;
  }
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
  display: flex; align-items: center; gap: 8px; padding: 8px 10px;
  background: var(--cf-accent, #4f46e5); color: var(--cf-on-accent, #fff);
}
.avatar-slot { display: contents; }
.avatar {
  flex: none; width: 32px; height: 32px; border-radius: 50%; object-fit: cover;
  display: grid; place-items: center; font-weight: 700; background: rgba(255, 255, 255, .2);
}
h2 { flex: 1; min-width: 0; margin: 0; font-size: 16px; font-weight: 600; overflow-wrap: anywhere; }
button { font: inherit; cursor: pointer; color: inherit; }
button:disabled { opacity: .6; cursor: default; }
:focus-visible { outline: 3px solid var(--cf-focus, #f59e0b); outline-offset: 2px; }
header button {
  min-width: 40px; min-height: 40px; border: 0; border-radius: 8px; background: transparent;
}
header button:hover { background: rgba(255, 255, 255, .18); }
.close { font-size: 24px; line-height: 1; }
.log { flex: 1; overflow-y: auto; padding: 12px; display: flex; flex-direction: column; gap: 8px; }
.msg { max-width: 85%; padding: 8px 12px; border-radius: 12px; overflow-wrap: anywhere; }
.msg p, .msg ul, .msg ol { margin: 0 0 6px; }
.msg ul, .msg ol { padding-left: 20px; }
.msg .heading { font-weight: 600; }
.msg a { color: var(--cf-link); }
.user { align-self: flex-end; background: var(--cf-accent, #4f46e5); color: var(--cf-on-accent, #fff); }
.user .text { white-space: pre-wrap; }
.coach, .staff { align-self: flex-start; background: var(--cf-bubble); }
.staff { border-left: 4px solid var(--cf-accent, #4f46e5); }
.author { display: block; font-size: 13px; font-weight: 600; }
.meta { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; margin-top: 4px; font-size: 12px; }
.meta time { margin-right: auto; }
.meta button, .chips button, .actions button, .suggestions button, .why button {
  min-height: 32px; padding: 2px 8px; border: 1px solid var(--cf-line); border-radius: 8px;
  background: var(--cf-surface);
}
.meta button[aria-pressed="true"] { border-color: var(--cf-accent, #4f46e5); font-weight: 700; }
.why { flex-direction: column; align-items: stretch; gap: 4px; margin-top: 6px; padding: 0; border: 0; }
.why button { align-self: flex-start; }
.why textarea { min-height: 56px; }
.thanks { margin: 4px 0 0; font-size: 13px; }
.notice, .greeting-note { align-self: center; color: var(--cf-muted); font-size: 13px; text-align: center; }
.typing { display: inline-flex; gap: 4px; padding: 4px 0; }
.typing i { width: 7px; height: 7px; border-radius: 50%; background: currentColor; opacity: .35;
  animation: cf-blink 1.2s infinite; }
.typing i:nth-child(2) { animation-delay: .2s; }
.typing i:nth-child(3) { animation-delay: .4s; }
@keyframes cf-blink { 40% { opacity: 1; } }
.suggestions { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.suggestions button { text-align: left; color: var(--cf-link); }
.error { margin: 0 12px 8px; padding: 8px 10px; border-radius: 8px; background: #fef2f2; color: #991b1b; font-size: 14px; }
.error[hidden], [hidden] { display: none !important; }
form { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-end; padding: 10px 12px 6px; border-top: 1px solid var(--cf-line); }
textarea {
  flex: 1; box-sizing: border-box; resize: none; min-height: 42px; max-height: 120px; width: 100%;
  padding: 9px 10px; border: 1px solid var(--cf-field-line); border-radius: 10px;
  font: inherit; color: inherit; background: var(--cf-field);
}
form > textarea { width: auto; min-width: 0; }
.send, .attach {
  min-height: 42px; padding: 0 14px; border: 0; border-radius: 10px; font-weight: 600;
  background: var(--cf-accent, #4f46e5); color: var(--cf-on-accent, #fff);
}
.attach { padding: 0 10px; background: transparent; color: inherit; border: 1px solid var(--cf-line); }
.chips { flex-basis: 100%; display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; font-size: 13px; }
.actions { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; padding: 0 12px 8px; font-size: 12px; }
.actions a { color: var(--cf-link); }
.actions .by { margin-left: auto; color: var(--cf-muted); }
.sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
@media (prefers-reduced-motion: reduce) {
  * { animation: none !important; transition: none !important; }
  .typing i { opacity: .7; }
}
`;
