import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { type InstalledPackage, productionInstallTree } from './installTree'
import { acceptsNode, coversRange, nodeRange, oldestNode } from './nodeEngines'
import { publishablePackages } from './publishablePackages'
import { filesImporting, type PublishedPackage, publishedFiles } from './publishedFiles'
import { serverOnlyReason } from './serverOnly'

// What `npm install <package>` brings, read from the installed workspace: each publishable
// package's production tree (dependencies, required peers, workspace packages as published).
const packages = publishablePackages()
const dirOf = (name: string) => {
  const found = packages.find((pkg) => pkg.name === name)
  if (!found) throw new Error(`${name} is not a publishable package of the workspace`)
  return found.dir
}
const describePackage = (pkg: InstalledPackage) => `${pkg.path.join(' > ')}@${pkg.version}`

/**
 * What the Solana SDK brings whatever Latch does, by name: what it declares needs Node 22 (the
 * Wallet Standard's own packages, browser code; `@solana/errors`' command-line tool), and the
 * native addons of @solana/web3.js 1.x (the pinned major) and spl-token, each with a JavaScript
 * fallback. Anything else that fails the checks below fails them.
 */
const solanaSdk: Record<string, string> = {
  commander: "@solana/errors' command-line tool (commander 15: Node >=22.12)",
  '@wallet-standard/app': 'the Wallet Standard declares Node >=22',
  '@wallet-standard/base': 'the Wallet Standard declares Node >=22',
  '@wallet-standard/features': 'the Wallet Standard declares Node >=22',
  '@solana/wallet-standard-features': 'the Wallet Standard declares Node >=22',
  '@solana/wallet-standard-util': 'the Wallet Standard declares Node >=22',
  '@solana/wallet-standard-chains': 'the Wallet Standard declares Node >=22',
  bufferutil: "an optional addon of web3.js 1.x's WebSocket client, with a JavaScript fallback",
  'utf-8-validate':
    "an optional addon of web3.js 1.x's WebSocket client, with a JavaScript fallback",
  'bigint-buffer': "spl-token's addon, with a JavaScript fallback",
}

/** What a browser app installs: the default UI and one namespace plugin (or wagmi's bridge). */
const browserApps = [
  '@latch/eip155',
  '@latch/solana',
  '@latch/bip122',
  '@latch/wagmi',
  '@latch/walletconnect',
].map((plugin) => ({
  plugin,
  install: () => [
    ...productionInstallTree(dirOf('@latch/react')),
    ...productionInstallTree(dirOf(plugin)),
  ],
  // Only the Solana plugins bring the Solana SDK; bip122 the Wallet Standard's packages alone.
  allowed: (pkg: InstalledPackage) =>
    (['@latch/solana', '@latch/walletconnect'].includes(plugin) && pkg.name in solanaSdk) ||
    (plugin === '@latch/bip122' && pkg.name.startsWith('@wallet-standard/')),
}))

describe('every publishable package', () => {
  it('is found in the workspace, with its engines', () => {
    expect(packages.map((pkg) => pkg.name)).toContain('@latch/react')
    for (const pkg of packages) {
      expect(nodeRange(productionInstallTree(pkg.dir)[0]!), pkg.name).toBeDefined()
    }
  })

  it.each(packages)(
    '$name: its engines promise no Node that something it installs refuses',
    ({ dir }) => {
      const [root, ...installed] = productionInstallTree(dir)
      // The Solana SDK's declarations are more than its code needs: Latch's own tests run it on
      // the oldest Node the packages promise.
      const refusing = installed
        .filter((pkg) => !coversRange(root!, pkg) && !(pkg.name in solanaSdk))
        .map((pkg) => `${describePackage(pkg)} needs node ${nodeRange(pkg)}`)
      expect(refusing, `${root!.name} says node ${nodeRange(root!)}`).toEqual([])
    },
  )
})

describe('a browser app with @latch/react and a plugin', () => {
  it.each(browserApps)('with $plugin: installs on Node 20.19', ({ install, allowed }) => {
    const refusing = install()
      .filter((pkg) => !acceptsNode(pkg, oldestNode) && !allowed(pkg))
      .map((pkg) => `${describePackage(pkg)} needs node ${nodeRange(pkg)}`)
    expect(refusing).toEqual([])
  })

  it.each(browserApps)(
    'with $plugin: installs no server, native addon or platform binary',
    ({ install, allowed }) => {
      const serverOnly = install().flatMap((pkg) => {
        const reason = allowed(pkg) ? undefined : serverOnlyReason(pkg)
        return reason ? [`${describePackage(pkg)}: ${reason}`] : []
      })
      expect(serverOnly).toEqual([])
    },
  )
})

describe('a plugin author who installs @latch/testkit for the EVM test wallet and devnet', () => {
  // Each of these is an optional peer of the testkit, loaded only by what uses it.
  const addedOnPurpose = (name: string) =>
    /^(@latch\/(auth-server|frame-site|siwx)|@solana\/|@solana-program\/|litesvm|smtp-server|mailparser|esbuild$)/.test(
      name,
    )

  it('gets no services, Solana, mail server or bundler', () => {
    const heavy = productionInstallTree(dirOf('@latch/testkit'))
      .filter((pkg) => addedOnPurpose(pkg.name))
      .map(describePackage)
    expect(heavy).toEqual([])
  })
})

describe('what each package publishes', () => {
  let published: PublishedPackage[] = []
  // One npm run lists every package; it reads each folder's files, slow on a busy machine.
  beforeAll(() => {
    published = publishedFiles(packages.map((pkg) => pkg.dir))
  }, 300_000)

  it('holds no test helper: no published file imports @latch/testkit', () => {
    // Helpers that need the testkit live in a `test` folder, left out by `!src/**/test`.
    const shipped = published.flatMap(({ name, dir, files }) =>
      filesImporting(dir, files, '@latch/testkit').map((file) => `${name}: ${file}`),
    )
    expect(published.map((pkg) => pkg.name)).toEqual(packages.map((pkg) => pkg.name))
    expect(shipped).toEqual([])
  })

  it('the check sees a helper that imports the testkit, and npm leaves its folder out', () => {
    const react = published.find((pkg) => pkg.name === '@latch/react')!
    expect(react.files).toContain('src/index.ts')
    expect(react.files).toContain('dist/index.js')
    expect(react.files).not.toContain('src/test/renderUI.tsx')
    expect(
      filesImporting(react.dir, ['src/index.ts', 'src/test/renderUI.tsx'], '@latch/testkit'),
    ).toEqual(['src/test/renderUI.tsx'])
  })
})

describe('a server file that makes the client (createLatch, the cookie storage)', () => {
  it('gets @latch/core without React: none installed, none imported by its build', () => {
    const installed = productionInstallTree(dirOf('@latch/core')).map((pkg) => pkg.name)
    expect(installed).not.toContain('react')
    const dist = join(dirOf('@latch/core'), 'dist')
    const built = readdirSync(dist).filter((file) => file.endsWith('.js'))
    expect(built).toContain('index.js')
    const importsReact = built.filter((file) =>
      /\bfrom\s*['"]react(?:-dom)?(?:\/[^'"]*)?['"]/.test(readFileSync(join(dist, file), 'utf8')),
    )
    expect(importsReact).toEqual([])
  })
})

describe('the checks themselves', () => {
  it('see what the testkit brings on purpose: the local devnet is anvil, a platform binary', () => {
    const testkit = productionInstallTree(dirOf('@latch/testkit'))
    const anvil = testkit.find((pkg) => pkg.name === '@foundry-rs/anvil')
    expect(anvil && serverOnlyReason(anvil)).toMatch(/postinstall/)
    expect(testkit.some((pkg) => serverOnlyReason(pkg)?.includes('only'))).toBe(true)
  })

  it('walk workspace packages as published: @latch/react brings @latch/core and its dependencies', () => {
    const react = productionInstallTree(dirOf('@latch/react'))
    const core = react.find((pkg) => pkg.name === '@latch/core')
    expect(core?.path).toEqual(['@latch/react', '@latch/core'])
    expect(react.some((pkg) => pkg.path.join(' > ') === '@latch/react > @latch/core > viem')).toBe(
      true,
    )
    // Its devDependencies (the testkit, vite) are not installed with it; its peers are.
    expect(react.map((pkg) => pkg.name)).not.toContain('@latch/testkit')
    expect(react.map((pkg) => pkg.name)).toContain('react-dom')
  })
})
