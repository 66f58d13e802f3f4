import { rm } from 'node:fs/promises'

/**
 * A shot whose view the harness page does not register. Writing runs remove its old images, so
 * the gallery shows no screen the code no longer has; a check that writes nothing (`--no-write`,
 * as `npm run a11y`) leaves them alone.
 */
export async function forgetUncapturedShot(shot: {
  outDir: string
  file: string
  suffixes: readonly string[]
  write: boolean
}): Promise<void> {
  const { outDir, file, suffixes, write } = shot
  if (!write) return
  for (const suffix of suffixes) await rm(`${outDir}${file}-${suffix}.png`, { force: true })
}
