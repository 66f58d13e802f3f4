import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** The platform packages `@foundry-rs/anvil` lists as optional dependencies, by Node platform/arch. */
const platformPackages: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * Absolute path of the anvil binary shipped inside the platform package of `@foundry-rs/anvil`.
 *
 * The platform package is resolved from the wrapper package's own location, because pnpm installs
 * optional dependencies beside their dependent, not at the top of this package's `node_modules`.
 * The wrapper's postinstall downloader is never used: the binary must come with the install.
 */
export function resolveAnvilBinary(): string {
  const platformKey = `${process.platform}-${process.arch}`
  const platformPackage = platformPackages[platformKey]
  if (!platformPackage) throw new Error(`anvil has no npm build for ${platformKey}`)
  const require = createRequire(import.meta.url)
  const wrapperManifest = require.resolve('@foundry-rs/anvil/package.json')
  const platformManifest = createRequire(wrapperManifest).resolve(`${platformPackage}/package.json`)
  const binary = join(
    dirname(platformManifest),
    'bin',
    process.platform === 'win32' ? 'anvil.exe' : 'anvil',
  )
  if (!existsSync(binary))
    throw new Error(`anvil binary missing from ${platformPackage}: ${binary}`)
  return binary
}
