import { loadOnce } from './loadOnce'
import type { PluginContext } from './types'

/** A module of command bodies that loads on first use, kept out of the page's first paint. */
export interface LazyCommands<T> {
  /** Loads the module (once; a chunk that failed to load is fetched again on next use). */
  load(): Promise<T>
  /** The module, once loaded. */
  loaded(): T | undefined
  /**
   * Runs `run` with the module: once loaded, at once (no extra turn, as if it were never split);
   * before, once it loads, its updates up to its first `await` batched as a command's.
   */
  run<R>(run: (commands: T) => R | Promise<R>): R | Promise<R>
  /** The same for a wallet's event, which has no caller to reject to: a failure is reported. */
  runDetached(run: (commands: T) => void): void
  /**
   * Loads the module once the page is idle after the modal opened: the code is in by the time
   * the visitor picks something, and its download and evaluation do not compete with the modal's
   * first paint.
   */
  loadAfterModalOpens(): void
}

/** The core modules' way to keep their commands' code out of the first paint (design: first paint). */
export function lazyCommands<T>(
  ctx: Pick<PluginContext, 'batch' | 'report' | 'subscribe' | 'whenIdle'>,
  importModule: () => Promise<T>,
): LazyCommands<T> {
  const load = loadOnce(importModule)
  return {
    load,
    loaded: load.loaded,
    run: (run) => {
      const loaded = load.loaded()
      return loaded ? run(loaded) : load().then((commands) => ctx.batch(() => run(commands)))
    },
    runDetached(run) {
      const loaded = load.loaded()
      if (loaded) return run(loaded)
      load()
        .then((commands) => ctx.batch(() => run(commands)))
        .catch((error: unknown) => ctx.report(error))
    },
    loadAfterModalOpens() {
      ctx.subscribe(
        (state) => state.modal.open,
        (open) => {
          if (open && !load.started()) ctx.whenIdle(() => void load().catch(() => {}))
        },
      )
    },
  }
}
