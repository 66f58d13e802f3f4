/** A lazy module (or what is built from it) loaded once and shared. */
export interface Loader<T> {
  (): Promise<T>
  /** The load under way or done; undefined before the first call. */
  started(): Promise<T> | undefined
  /** The result, once loaded. */
  loaded(): T | undefined
}

/**
 * Runs `load` on the first call and gives every call its promise; a load that failed (a chunk
 * that could not be fetched) is tried again on the next call instead of failing forever. How a
 * plugin keeps its code out of the first paint.
 *
 * @example
 * const controller = loadOnce(() => import('./controller').then((m) => m.createController(ctx)))
 * ctx.handle('my.command', async (command) => (await controller()).run(command))
 */
export function loadOnce<T>(load: () => Promise<T>): Loader<T> {
  let loading: Promise<T> | undefined
  let result: { value: T } | undefined
  const loader = () =>
    (loading ??= load().then(
      (value) => {
        result = { value }
        return value
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return Object.assign(loader, { started: () => loading, loaded: () => result?.value })
}
