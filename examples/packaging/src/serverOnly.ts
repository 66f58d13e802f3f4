import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { InstalledPackage } from './installTree'

/**
 * Packages a browser app never runs: servers (HTTP, SMTP, mail), Latch's own services and local
 * test stack, and the Node-side tools behind them. Whatever depends on one of them shows it in
 * its path, so the first one reached is named.
 */
export const serverPackages: ReadonlySet<string> = new Set([
  'express',
  'fastify',
  'koa',
  '@hapi/hapi',
  'smtp-server',
  'mailparser',
  'nodemailer',
  '@latch/auth-server',
  '@latch/frame-site',
  '@latch/testkit',
])

const installScripts = ['preinstall', 'install', 'postinstall'] as const

/**
 * Why a browser app does not need this package, or undefined when it may: a server, a native
 * addon (built or fetched by an install script, or node-gyp's `binding.gyp`), or a binary for
 * one platform (`os`/`cpu`, such as esbuild's or anvil's).
 */
export function serverOnlyReason({ name, dir, manifest }: InstalledPackage): string | undefined {
  if (serverPackages.has(name)) return 'a server or a Node-side test tool'
  const script = installScripts.find((hook) => manifest.scripts?.[hook])
  if (script) return `runs an ${script} script (\`${manifest.scripts?.[script]}\`)`
  if (manifest.gypfile || existsSync(join(dir, 'binding.gyp')))
    return 'a native addon (binding.gyp)'
  if (manifest.os || manifest.cpu) {
    return `a binary for ${[...(manifest.os ?? []), ...(manifest.cpu ?? [])].join('/')} only`
  }
  return undefined
}
