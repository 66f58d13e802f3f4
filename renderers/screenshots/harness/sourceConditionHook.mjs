/**
 * Node resolve hook: adds the `@latch/source` export condition, so `@latch/*` workspace packages
 * load from their TypeScript source (like vitest.config.ts does for the tests).
 */
export async function resolve(specifier, context, nextResolve) {
  const conditions = context.conditions.includes('@latch/source')
    ? context.conditions
    : ['@latch/source', ...context.conditions]
  return nextResolve(specifier, { ...context, conditions })
}
