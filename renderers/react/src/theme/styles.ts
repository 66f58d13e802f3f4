/**
 * The default UI's styles, scoped under `.latch`, injected as <style> elements (apps need no CSS
 * import, and no request waits on one). Three parts: what the buttons need, injected with
 * the first `.latch` element, in the first paint; the modal's and its views', injected by the
 * modal, in its own chunk; the toasts', injected by the first toast (`toastStyles.ts`).
 */
export const styles = /* css */ `
.latch, .latch * { box-sizing: border-box; }
.latch { font-family: var(--latch-font-family); font-size: var(--latch-font-size); color: var(--latch-fg); line-height: 1.4; -webkit-font-smoothing: antialiased; }
.latch :focus-visible { outline: 2px solid var(--latch-focus); outline-offset: 2px; }
.latch-btn { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 40px; padding: 0 16px; border-radius: 999px; border: 1px solid transparent; font: inherit; font-weight: 600; cursor: pointer; transition: background var(--latch-duration-short) ease, transform var(--latch-duration-short) ease; }
.latch-btn:disabled { opacity: 0.55; cursor: not-allowed; }
.latch-btn:active:not(:disabled) { transform: scale(0.98); }
.latch-btn--primary { background: var(--latch-accent); color: var(--latch-accent-fg); }
.latch-btn--primary:hover:not(:disabled) { filter: brightness(1.08); }
.latch-btn--secondary { background: var(--latch-bg-subtle); color: var(--latch-fg); border-color: var(--latch-border); }
.latch-btn--secondary:hover:not(:disabled) { background: var(--latch-bg-hover); }
.latch-img { width: 36px; height: 36px; border-radius: 10px; object-fit: cover; background: var(--latch-bg-hover); flex: none; }
.latch-img--initials { display: grid; place-items: center; font-weight: 700; }
.latch-img--initials::before { content: attr(data-initials); }
.latch-muted { color: var(--latch-fg-muted); font-size: var(--latch-font-size-small); }
.latch-error { color: var(--latch-danger); font-weight: 600; }
.latch-spinner { width: 22px; height: 22px; border-radius: 50%; border: 3px solid var(--latch-border); border-top-color: var(--latch-accent); animation: latch-spin 0.8s linear infinite; }
.latch-avatar { display: inline-block; width: 24px; height: 24px; border-radius: 999px; object-fit: cover; flex: none; background: var(--latch-bg-hover); }
.latch-spinner--small { width: 16px; height: 16px; border-width: 2px; }
@keyframes latch-rise { from { opacity: 0; transform: translateY(8px); } }
@keyframes latch-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .latch *, .latch-overlay, .latch-dialog, .latch-toast { animation: none !important; transition: none !important; } }
`
