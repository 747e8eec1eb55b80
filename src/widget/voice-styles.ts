/** The call strip's look, adopted when a call is first offered (the panel does not carry it). */
export const VOICE_CSS = `
.call {
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px; padding: 8px 12px;
  border-bottom: 1px solid var(--cf-line); font-size: 14px;
}
.call .status { margin: 0; flex: 1 1 auto; font-weight: 600; }
.call .status.failed { color: #b91c1c; }
.panel.dark .call .status.failed { color: #fca5a5; }
@media (prefers-color-scheme: dark) { .panel.auto .call .status.failed { color: #fca5a5; } }
.call label { display: flex; align-items: center; gap: 6px; }
.call select, .call button {
  min-height: 32px; padding: 2px 10px; border-radius: 8px; border: 1px solid var(--cf-line);
  background: var(--cf-field); color: inherit; font: inherit;
}
.call .start { background: var(--cf-accent, #4f46e5); color: var(--cf-on-accent, #fff); border: 0; }
.call .meter {
  width: 96px; height: 10px; border-radius: 5px; overflow: hidden;
  background: var(--cf-bubble); border: 1px solid var(--cf-field-line);
}
.call .meter div { height: 100%; width: 0; background: var(--cf-accent, #4f46e5); transition: width 80ms linear; }
.call .note { margin: 0; flex-basis: 100%; font-size: 12px; color: var(--cf-muted); }
.msg.pending .meta::before { content: "…"; }
.call .dot { width: 10px; height: 10px; border-radius: 50%; background: var(--cf-muted); }
.call.live .dot { background: #16a34a; animation: cf-pulse 1.4s infinite; }
@keyframes cf-pulse { 50% { opacity: .4; } }
@media (prefers-reduced-motion: reduce) {
  .call .meter div { transition: none; }
  .call.live .dot { animation: none; }
}
`;
