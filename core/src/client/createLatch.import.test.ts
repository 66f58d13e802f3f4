import { expect, it, vi } from 'vitest'

// Every zod builder the core calls, counted: evaluating a module is part of the page's first
// paint, and a zod schema costs to build, so the modules every app loads build theirs on first use
// (`lazySchema`), never at import.
const built = vi.hoisted(() => [] as string[])
vi.mock('zod/mini', async (importOriginal) => {
  const zod = await importOriginal<Record<string, unknown>>()
  const counted = (name: string, build: (...args: unknown[]) => unknown) =>
    function (this: unknown, ...args: unknown[]) {
      built.push(name)
      return build.apply(this, args)
    }
  return Object.fromEntries(
    Object.entries(zod).map(([name, value]) =>
      typeof value === 'function' && /^[a-z]/.test(name)
        ? [name, counted(name, value as (...args: unknown[]) => unknown)]
        : [name, value],
    ),
  )
})

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
  vi.resetModules()
  const { createLatch } = await import('./createLatch')
  built.length = 0
  createLatch(options).destroy()
  // Nothing stored: no storage key's schema. No plugin: no plugin shape. No origin answer yet.
  expect(built).toEqual(forOptions)
})
