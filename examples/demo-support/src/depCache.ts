import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'

/** A seed older than this, and not the newest, is removed when a newer one is written. */
const SEED_KEPT_MS = 10 * 60_000

interface DepsMetadata {
  hash: string
  optimized: Record<string, unknown>
}

async function readMetadata(cacheDir: string): Promise<DepsMetadata | undefined> {
  try {
    return JSON.parse(await readFile(join(cacheDir, 'deps', '_metadata.json'), 'utf8'))
  } catch {
    return undefined
  }
}

const seedTime = (name: string) => Number(/^seed-(\d+)-/.exec(name)?.[1] ?? Number.NaN)

/**
 * A Vite dependency cache of its own for one server of the example at `root`, started as a copy of
 * the one the last server of that example left: the dependencies it pre-bundled, those found on
 * lazy paths too. Bundling them again took each server 2–3 s of CPU (about 25 servers per
 * `npm test`), and finding one on a lazy path makes Vite bundle again while the page waits.
 *
 * A copy, not a shared folder: a server that bundles again replaces the files another server's page
 * is about to import (seen: the relay SDK's chunk never loaded). Vite checks the copy against the
 * lockfile and its config, and bundles again if they changed. `release` removes the server's
 * cache, after keeping it as the newest seed when it knows more dependencies than its own seed did.
 * Everything stays under the example's `node_modules/.latch-vite` (all at one depth: the cache
 * names its dependencies by relative paths).
 */
export async function ownDepCache(
  root: string,
): Promise<{ dir: string; release(): Promise<void> }> {
  const base = join(root, 'node_modules', '.latch-vite')
  await mkdir(base, { recursive: true })
  const dir = await mkdtemp(join(base, 'server-'))
  const seeds = (await readdir(base)).filter((name) => seedTime(name) >= 0)
  const newest = seeds.sort((a, b) => seedTime(b) - seedTime(a))[0]
  let seeded: DepsMetadata | undefined
  if (newest) {
    try {
      await cp(join(base, newest), dir, { recursive: true })
      // Removed while it was copied (a newer seed came meanwhile): the copy may lack files.
      await stat(join(base, newest))
      seeded = await readMetadata(dir)
    } catch {
      await rm(dir, { recursive: true, force: true })
      await mkdir(dir)
    }
  }

  const keepAsSeed = async () => {
    const own = await readMetadata(dir)
    if (!own) return
    const knowsMore =
      !seeded ||
      own.hash !== seeded.hash ||
      Object.keys(own.optimized).length > Object.keys(seeded.optimized).length
    if (!knowsMore) return
    // Copied under a name no reader takes, then renamed: a reader sees a whole seed or none.
    const partial = await mkdtemp(join(base, 'partial-'))
    await cp(dir, partial, { recursive: true })
    const name = `seed-${Date.now()}-${partial.slice(-6)}`
    await rename(partial, join(base, name))
    for (const old of await readdir(base)) {
      if (old === name || !/^(seed|partial)-/.test(old)) continue
      const written = await stat(join(base, old)).then(
        (found) => found.mtimeMs,
        () => Date.now(),
      )
      if (Date.now() - written > SEED_KEPT_MS) {
        await rm(join(base, old), { recursive: true, force: true })
      }
    }
  }

  return {
    dir,
    // A seed only spares the next server work: failing to keep one fails nothing.
    release: () =>
      keepAsSeed()
        .catch(() => {})
        .finally(() => rm(dir, { recursive: true, force: true })),
  }
}
