import { register } from 'node:module'

let registered = false

/**
 * Lets a plain `node` script import the workspace packages from source: tsx compiles TypeScript and
 * a resolve hook adds the `@latch/source` condition. Call it before dynamically importing anything
 * that reaches a workspace package (static imports are resolved before any code runs).
 * Not needed under vitest, which resolves and compiles sources itself.
 */
export async function registerSourceLoader() {
  if (registered) return
  registered = true
  const { register: registerTsx } = await import('tsx/esm/api')
  registerTsx()
  // Registered last, so it runs first and hands the extra condition on to tsx and Node.
  register('./sourceConditionHook.mjs', import.meta.url)
}
