import { expect, it, vi } from 'vitest'

// Every valibot and zod builder the core calls (not their parse functions), counted: evaluating a module is part of the page's
// first paint, and a schema costs to build, so the modules every app loads build theirs on first
// use (`lazySchema`), never at import.
const { built, countingBuilders } = vi.hoisted(() => {
  const built: string[] = []
  const countingBuilders = (library: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(library).map(([name, value]) =>
        typeof value === 'function' && /^[a-z]/.test(name) && !/parse/i.test(name)
          ? [
              name,
              function (this: unknown, ...args: unknown[]) {
                built.push(name)
                return (value as (...args: unknown[]) => unknown).apply(this, args)
              },
            ]
          : [name, value],
      ),
    )
  return { built, countingBuilders }
})
vi.mock('valibot', async (importOriginal) => countingBuilders(await importOriginal()))
vi.mock('zod/mini', async (importOriginal) => countingBuilders(await importOriginal()))

it('evaluating createLatch and what it imports builds no schema', async () => {
  await import('./createLatch')
  expect(built).toEqual([])
})

it('a first-time visitor’s createLatch builds no schema beyond those of the options it sets', async () => {
  const { createMemoryStorage } = await import('../storage/adapter')
  const options = { projectId: 'p', storage: createMemoryStorage() }
  // Each option's schema is built once per page: each count starts from freshly evaluated modules.
  vi.resetModules()
  const { optionsSchemaFor } = await import('../options/schema')
  built.length = 0
  optionsSchemaFor(options)
  const forOptions = [...built]
  expect(forOptions).toContain('strictObject')
  vi.resetModules()
  const { createLatch } = await import('./createLatch')
  built.length = 0
  createLatch(options).destroy()
  // Nothing stored: no storage key's schema. No plugin: no plugin shape. No origin answer yet.
  expect(built).toEqual(forOptions)
})
