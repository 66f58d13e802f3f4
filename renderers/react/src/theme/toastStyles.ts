/** The toasts' styles, injected by the first toast, in its chunk (see `styles.ts`). */
export const toastStyles = /* css */ `
.latch-toast { position: fixed; left: 50%; bottom: 24px; transform: translateX(-50%); z-index: calc(var(--latch-z-index) + 1); display: flex; align-items: center; gap: 10px; padding: 10px 16px; border-radius: 999px; background: var(--latch-bg); border: 1px solid var(--latch-border); box-shadow: var(--latch-shadow); font-weight: 600; animation: latch-rise var(--latch-duration-medium) ease; }
.latch-toast[data-variant='error'] { color: var(--latch-danger); }
.latch-toast[data-variant='success'] { color: var(--latch-success); }
.latch-toast svg { width: 18px; height: 18px; flex: none; }
.latch-toast__mark { color: var(--latch-danger); }
.latch-toast__link { color: inherit; font-weight: 500; text-decoration: underline; }
`
