import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { ownDepCache } from './depCache'

let root: string
const base = () => join(root, 'node_modules', '.latch-vite')
const entries = async () => (await readdir(base())).sort()

/** What Vite leaves in a cache that pre-bundled `deps` (its `_metadata.json` and one file each). */
async function bundle(dir: string, deps: string[], hash = 'h1') {
  await mkdir(join(dir, 'deps'), { recursive: true })
  const optimized = Object.fromEntries(deps.map((dep) => [dep, { file: `${dep}.js` }]))
  await writeFile(join(dir, 'deps', '_metadata.json'), JSON.stringify({ hash, optimized }))
  for (const dep of deps) await writeFile(join(dir, 'deps', `${dep}.js`), `// ${dep}`)
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'latch-depcache-test-'))
})
afterEach(() => rm(root, { recursive: true, force: true }))

it("begins each server's cache from the last server's, and removes the server's own", async () => {
  const first = await ownDepCache(root)
  expect(await readdir(first.dir)).toEqual([])
  await bundle(first.dir, ['react', 'viem'])
  await first.release()

  const second = await ownDepCache(root)
  expect(await readFile(join(second.dir, 'deps', 'viem.js'), 'utf8')).toBe('// viem')
  await second.release()
  // The first server's cache is gone; its copy is the one seed, the second knew nothing more.
  expect((await entries()).map((name) => name.split('-')[0])).toEqual(['seed'])
})

it('keeps as the seed a cache that knows more dependencies, or was made for another lockfile', async () => {
  const first = await ownDepCache(root)
  await bundle(first.dir, ['react'])
  await first.release()

  const more = await ownDepCache(root)
  await bundle(more.dir, ['react', 'relay-sdk'])
  await more.release()
  const third = await ownDepCache(root)
  expect(await readdir(join(third.dir, 'deps'))).toContain('relay-sdk.js')

  await bundle(third.dir, ['react'], 'h2')
  await third.release()
  const fourth = await ownDepCache(root)
  const metadata = JSON.parse(await readFile(join(fourth.dir, 'deps', '_metadata.json'), 'utf8'))
  expect(metadata.hash).toBe('h2')
  await fourth.release()
})

it('removes seeds older than 10 minutes once a newer one is kept, and leftovers of a copy', async () => {
  const old = await ownDepCache(root)
  await bundle(old.dir, ['react'])
  await old.release()
  const [oldSeed] = await entries()
  const leftover = join(base(), 'partial-crashed')
  await mkdir(leftover)
  const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000)
  await utimes(join(base(), oldSeed!), elevenMinutesAgo, elevenMinutesAgo)
  await utimes(leftover, elevenMinutesAgo, elevenMinutesAgo)

  const recent = await ownDepCache(root)
  await bundle(recent.dir, ['react', 'viem'])
  await recent.release()
  const now = await entries()
  expect(now).toHaveLength(1)
  expect(now[0]).not.toBe(oldSeed)

  // Nine minutes old: kept (a server may be copying it right now).
  const nineMinutesAgo = new Date(Date.now() - 9 * 60_000)
  await utimes(join(base(), now[0]!), nineMinutesAgo, nineMinutesAgo)
  const next = await ownDepCache(root)
  await bundle(next.dir, ['react', 'viem', 'web3'])
  await next.release()
  expect(await entries()).toHaveLength(2)
})

it('a cache Vite left empty (the server closed before bundling) keeps no seed', async () => {
  const cache = await ownDepCache(root)
  await cache.release()
  expect(await entries()).toEqual([])
})
