// The modal's geometry and timing (spec §9) are the default UI's, so they live here: imported from
// the core, they made the core's constants a module the first paint shares with the modal's
// chunk, and Vite's default splitting a file of their own (docs/design.md, issue 38).
export const MODAL_WIDTH_PX = 360
export const MODAL_Z_INDEX = 999
export const ANIMATION_MS = { short: 120, medium: 150, long: 150 } as const

/** Design tokens as CSS custom properties; `themeVariables` of the app override any of them. */
const shared = {
  '--latch-font-family':
    "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--latch-font-size': '15px',
  '--latch-font-size-small': '13px',
  '--latch-font-size-title': '17px',
  '--latch-radius': '16px',
  '--latch-radius-small': '10px',
  '--latch-spacing': '8px',
  '--latch-modal-width': `${MODAL_WIDTH_PX}px`,
  '--latch-z-index': String(MODAL_Z_INDEX),
  '--latch-duration-short': `${ANIMATION_MS.short}ms`,
  '--latch-duration-medium': `${ANIMATION_MS.medium}ms`,
  '--latch-accent': '#4f46e5',
  '--latch-accent-fg': '#ffffff',
} as const

export const lightTokens = {
  ...shared,
  '--latch-bg': '#ffffff',
  '--latch-bg-subtle': '#f4f4f6',
  '--latch-bg-hover': '#ebebef',
  '--latch-fg': '#16161d',
  '--latch-fg-muted': '#5f5f6e',
  '--latch-border': '#e2e2e8',
  '--latch-overlay': 'rgba(16, 16, 24, 0.45)',
  '--latch-danger': '#c2263d',
  '--latch-success': '#16794c',
  '--latch-focus': '#4f46e5',
  '--latch-shadow': '0 12px 40px rgba(16, 16, 24, 0.18)',
} as const

export const darkTokens = {
  ...shared,
  '--latch-accent': '#8b85ff',
  '--latch-accent-fg': '#0e0e14',
  '--latch-bg': '#15151c',
  '--latch-bg-subtle': '#1f1f29',
  '--latch-bg-hover': '#2a2a36',
  '--latch-fg': '#f3f3f7',
  '--latch-fg-muted': '#a5a5b4',
  '--latch-border': '#2e2e3a',
  '--latch-overlay': 'rgba(0, 0, 0, 0.6)',
  '--latch-danger': '#ff6b81',
  '--latch-success': '#4ade80',
  '--latch-focus': '#8b85ff',
  '--latch-shadow': '0 12px 40px rgba(0, 0, 0, 0.5)',
} as const

/** `accent` or `--latch-accent` both name the token `--latch-accent`. */
export function tokenName(key: string): string {
  if (key.startsWith('--')) return key
  return `--latch-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`
}

/** The custom properties of a theme mode with the app's variables applied over them. */
export function themeStyle(
  mode: 'light' | 'dark',
  variables: Record<string, string | number>,
): Record<string, string> {
  const base: Record<string, string> = { ...(mode === 'dark' ? darkTokens : lightTokens) }
  for (const [key, value] of Object.entries(variables)) base[tokenName(key)] = String(value)
  return base
}
