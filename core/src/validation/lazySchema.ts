/**
 * A schema built on its first use rather than when its module is evaluated: module evaluation is
 * part of the page's first paint, and each zod schema costs to build, while a command's params are
 * checked only once someone dispatches it. `parseOrThrow` takes one as it takes a schema.
 *
 * @example
 * const loadingParams = lazySchema(() => z.object({ loading: z.boolean() }))
 * const { loading } = parseOrThrow(loadingParams, command)
 */
export function lazySchema<S>(build: () => S): () => S {
  let schema: S | undefined
  return () => {
    schema ??= build()
    return schema
  }
}
