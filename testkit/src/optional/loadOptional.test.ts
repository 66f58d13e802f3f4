import { describe, expect, it } from 'vitest'
import { loadOptional, MissingOptionalPeerError } from './loadOptional'

const part = { name: 'startExample()', packages: ['@latch/not-installed', 'not-installed-either'] }
// A specifier held in a variable: what the testkit imports is resolved only at run time.
const missing = '@latch/not-installed'

describe('loadOptional', () => {
  it('hands back the module when its packages are installed', async () => {
    const zod = await loadOptional(part, () => import('zod'))
    expect(typeof zod.z.object).toBe('function')
  })

  it('names the packages to add, and the install command, when one is missing', async () => {
    const loading = loadOptional(part, () => import(/* @vite-ignore */ missing))
    await expect(loading).rejects.toBeInstanceOf(MissingOptionalPeerError)
    await expect(loading).rejects.toThrow(
      'startExample() needs @latch/not-installed, not-installed-either, optional peer dependencies of @latch/testkit: npm install --save-dev @latch/not-installed not-installed-either',
    )
    await expect(loading).rejects.toMatchObject({ packages: part.packages })
  })

  it('lets any other failure through as it is', async () => {
    const failure = new Error('the module threw while loading')
    await expect(loadOptional(part, () => Promise.reject(failure))).rejects.toBe(failure)
  })
})
