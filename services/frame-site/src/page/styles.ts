/**
 * The frame page's styles, served as `/frame.css` (CSP `style-src 'self'`: no inline styles).
 * Light by default or by the system; SYNC_THEME sets `data-theme` on the root.
 */
export const FRAME_CSS = `
:root{color-scheme:light dark;--bg:#fff;--fg:#141414;--muted:#5c5c5c;--line:#e1e1e1;--accent:#3b5bdb;--accent-fg:#fff;--danger:#c92a2a}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--bg:#18181b;--fg:#f4f4f5;--muted:#a1a1aa;--line:#3f3f46;--accent:#748ffc;--accent-fg:#0b0b0f;--danger:#ff8787}}
:root[data-theme=dark]{--bg:#18181b;--fg:#f4f4f5;--muted:#a1a1aa;--line:#3f3f46;--accent:#748ffc;--accent-fg:#0b0b0f;--danger:#ff8787}
*{box-sizing:border-box}
html,body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{padding:20px;max-width:420px;margin:0 auto}
h1{font-size:18px;margin:0 0 12px}
p{margin:0 0 12px;color:var(--muted)}
dl{margin:0 0 16px;display:grid;gap:8px}
dt{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
dd{margin:0;padding:8px 10px;border:1px solid var(--line);border-radius:8px;white-space:pre-wrap;overflow-wrap:anywhere;max-height:160px;overflow:auto;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px}
.actions{display:flex;gap:10px}
button{flex:1;min-height:44px;border-radius:10px;font:inherit;font-weight:600;cursor:pointer;border:1px solid var(--line);background:transparent;color:var(--fg)}
button.primary{background:var(--accent);border-color:var(--accent);color:var(--accent-fg)}
button:disabled,button[aria-disabled=true]{opacity:.6;cursor:default}
button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.refused{color:var(--danger)}
h2{font-size:14px;margin:16px 0 8px}
.warning{display:block;margin-top:6px;font-family:system-ui,sans-serif;color:var(--danger)}
label{display:grid;gap:6px;margin:0 0 8px;font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
input{min-height:44px;padding:8px 12px;border:1px solid var(--line);border-radius:10px;background:transparent;color:var(--fg);font:20px/1 ui-monospace,SFMono-Regular,Menlo,monospace;letter-spacing:.3em}
input:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.status{min-height:1.45em}
.status.error{color:var(--danger)}
.phrase{columns:2;margin:8px 0 12px;padding-left:2.2em;font:15px/1.7 ui-monospace,SFMono-Regular,Menlo,monospace;user-select:none;-webkit-user-select:none}
textarea{padding:8px 12px;border:1px solid var(--line);border-radius:10px;background:transparent;color:var(--fg);font:15px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;resize:vertical}
textarea:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
[hidden]{display:none!important}
`
