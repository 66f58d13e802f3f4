/**
 * How a test wallet's browser entry installs itself: when the page set `configGlobal` before the
 * script ran, it installs the wallet once and leaves the handle at `handleGlobal` for a test
 * driver. Nothing in a window without that config, or on a server.
 */
export function installFromPage<Config>(
  configGlobal: string,
  handleGlobal: string,
  install: (config: Config, page: typeof window) => unknown,
): void {
  const page = globalThis as Record<string, unknown>
  if (typeof window === 'undefined' || !page[configGlobal] || page[handleGlobal]) return
  page[handleGlobal] = install(page[configGlobal] as Config, window)
}
