/** The modal's and its views' styles (see `styles.ts`): in the modal's chunk, not the first paint. */
export const modalStyles = /* css */ `
.latch-btn--danger { background: transparent; color: var(--latch-danger); border-color: var(--latch-border); }
.latch-btn--block { width: 100%; }
.latch-img--large { width: 72px; height: 72px; border-radius: 20px; }
.latch-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.latch-btn--small { min-height: 32px; padding: 0 12px; gap: 6px; font-size: var(--latch-font-size-small); text-decoration: none; }
.latch-btn--small svg { width: 16px; height: 16px; }
.latch-avatar--large { width: 64px; height: 64px; box-shadow: 0 0 0 4px var(--latch-bg-subtle); }
@keyframes latch-fade { from { opacity: 0; } }
@keyframes latch-shake { 10%, 90% { transform: translateX(-1px); } 20%, 80% { transform: translateX(2px); } 30%, 50%, 70% { transform: translateX(-4px); } 40%, 60% { transform: translateX(4px); } }
.latch-icon-btn { display: inline-grid; place-items: center; width: 36px; height: 36px; border-radius: 999px; border: none; background: transparent; color: var(--latch-fg-muted); cursor: pointer; }
.latch-icon-btn:hover { background: var(--latch-bg-hover); color: var(--latch-fg); }
.latch-overlay { position: fixed; inset: 0; z-index: var(--latch-z-index); display: grid; place-items: start center; padding: min(12vh, 96px) 16px 16px; background: var(--latch-overlay); animation: latch-fade var(--latch-duration-medium) ease; }
.latch-dialog { width: min(100%, var(--latch-modal-width)); max-height: min(640px, calc(100vh - 32px)); display: flex; flex-direction: column; background: var(--latch-bg); border: 1px solid var(--latch-border); border-radius: var(--latch-radius); box-shadow: var(--latch-shadow); overflow: hidden; animation: latch-rise var(--latch-duration-medium) ease; }
.latch-dialog[data-shake='true'] { animation: latch-shake 500ms ease; }
.latch-header { display: grid; grid-template-columns: 36px 1fr 36px; align-items: center; padding: 12px 12px 8px; margin: 0; background: transparent; color: inherit; border: 0; box-shadow: none; position: static; }
.latch-title { margin: 0; text-align: center; font-size: var(--latch-font-size-title); font-weight: 650; }
.latch-body { padding: 8px 16px 16px; overflow-y: auto; display: flex; flex-direction: column; gap: 8px; }
.latch-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.latch-item { width: 100%; display: flex; align-items: center; gap: 12px; min-height: 52px; padding: 8px 12px; border: none; border-radius: var(--latch-radius-small); background: var(--latch-bg-subtle); color: var(--latch-fg); font: inherit; text-align: start; cursor: pointer; transition: background var(--latch-duration-short) ease; }
.latch-item:hover { background: var(--latch-bg-hover); }
.latch-item[aria-current='true'] { background: color-mix(in srgb, var(--latch-accent) 14%, var(--latch-bg-subtle)); box-shadow: inset 3px 0 0 var(--latch-accent); }
.latch-dialog:focus-visible { outline: none; }
.latch-item__label { flex: 1; font-weight: 600; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.latch-tag { padding: 2px 8px; border-radius: 999px; background: var(--latch-bg); color: var(--latch-fg-muted); font-size: var(--latch-font-size-small); font-weight: 600; }
.latch-center { display: flex; flex-direction: column; align-items: center; gap: 10px; text-align: center; padding: 12px 0; }
.latch-stack { display: grid; gap: 12px; }
.latch-input { width: 100%; height: 42px; padding: 0 14px; border-radius: var(--latch-radius-small); border: 1px solid var(--latch-border); background: var(--latch-bg-subtle); color: var(--latch-fg); font: inherit; }
.latch-tabs { display: flex; gap: 4px; padding: 4px; border-radius: 999px; background: var(--latch-bg-subtle); }
.latch-tab { flex: 1; min-height: 34px; border: none; border-radius: 999px; background: transparent; color: var(--latch-fg-muted); font: inherit; font-weight: 600; cursor: pointer; }
.latch-tab[aria-selected='true'] { background: var(--latch-bg); color: var(--latch-fg); box-shadow: 0 1px 3px rgba(0,0,0,0.12); }
.latch-tooltip { z-index: calc(var(--latch-z-index) + 2); padding: 4px 8px; border-radius: 8px; background: var(--latch-fg); color: var(--latch-bg); font-size: var(--latch-font-size-small); }
.latch-item:disabled { opacity: 0.55; cursor: not-allowed; }
a.latch-item { text-decoration: none; }
.latch-item__icon { flex: none; width: 16px; height: 16px; color: var(--latch-fg-muted); }
.latch-search { position: relative; display: flex; align-items: center; }
.latch-search__icon { position: absolute; inset-inline-start: 12px; width: 18px; height: 18px; color: var(--latch-fg-muted); pointer-events: none; }
.latch-search__input { padding-inline-start: 38px; }
.latch[dir='rtl'] .latch-icon--back { transform: scaleX(-1); }
.latch-search__input:focus-visible { outline: 2px solid var(--latch-focus); outline-offset: 0; }
.latch-virtual { position: relative; max-height: min(400px, 55vh); overflow-y: auto; overscroll-behavior: contain; margin: 0 -4px; padding: 0 4px; }
.latch-virtual__rows { position: relative; list-style: none; margin: 0; padding: 0; }
.latch-virtual__row { position: absolute; top: 0; inset-inline: 0; padding-bottom: 6px; }
.latch-virtual__row > .latch-item { height: 100%; }
.latch-group { display: flex; flex-direction: column; gap: 6px; }
.latch-group__title { margin: 6px 4px 0; color: var(--latch-fg-muted); font-size: var(--latch-font-size-small); font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; }
.latch-panel { display: flex; flex-direction: column; align-items: center; gap: 10px; padding: 12px 4px 4px; text-align: center; background: transparent; color: inherit; border: 0; box-shadow: none; animation: latch-rise var(--latch-duration-medium) ease; }
.latch-panel__title { margin: 4px 0 0; font-size: var(--latch-font-size-title); font-weight: 650; }
.latch-panel .latch-muted { margin: 0; }
.latch-panel .latch-error { padding: 0; margin: 0; }
.latch-panel__actions { display: flex; flex-direction: column; gap: 8px; width: 100%; margin-top: 8px; }
.latch-account { display: flex; flex-direction: column; gap: 14px; }
.latch-account__profile { display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 4px 0 2px; text-align: center; }
.latch-account__profile > .latch-avatar { margin-bottom: 6px; }
.latch-account__name { margin: 0; max-width: 100%; font-size: var(--latch-font-size-title); font-weight: 700; overflow-wrap: anywhere; }
.latch-account__address { margin: 0; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.latch-account__balance { margin: 0; color: var(--latch-fg-muted); font-weight: 600; font-variant-numeric: tabular-nums; }
.latch-account__actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; width: 100%; margin-top: 8px; }
.latch-features { display: grid; grid-template-columns: repeat(auto-fit, minmax(72px, 1fr)); gap: 8px; }
.latch-tabs-root { display: flex; flex-direction: column; gap: 10px; }
.latch-tabpanel { min-height: 120px; border-radius: var(--latch-radius-small); }
.latch-token { display: flex; align-items: center; gap: 12px; min-height: 52px; padding: 8px 12px; border-radius: var(--latch-radius-small); background: var(--latch-bg-subtle); }
.latch-token__name { flex: 1; min-width: 0; display: flex; flex-direction: column; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.latch-token__value { font-weight: 600; font-variant-numeric: tabular-nums; }
`
