import { describe, expect, it } from 'vitest'
import { type InstalledPackage, productionInstallTree } from './installTree'
import { acceptsNode, coversRange, nodeRange, oldestNode } from './nodeEngines'
import { publishablePackages } from './publishablePackages'
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

/** What a browser app installs: the default UI and one namespace plugin (or wagmi's bridge). */
const browserApps = ['@latch/eip155', '@latch/solana', '@latch/wagmi', '@latch/walletconnect'].map(
  (plugin) => ({
    plugin,
    install: () => [
      ...productionInstallTree(dirOf('@latch/react')),
      ...productionInstallTree(dirOf(plugin)),
    ],
  }),
)

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
      const refusing = installed
        .filter((pkg) => !coversRange(root!, pkg))
        .map((pkg) => `${describePackage(pkg)} needs node ${nodeRange(pkg)}`)
      expect(refusing, `${root!.name} says node ${nodeRange(root!)}`).toEqual([])
    },
  )
})

describe('a browser app with @latch/react and a plugin', () => {
  it.each(browserApps)('with $plugin: installs on Node 20.19', ({ install }) => {
    const refusing = install()
      .filter((pkg) => !acceptsNode(pkg, oldestNode))
      .map((pkg) => `${describePackage(pkg)} needs node ${nodeRange(pkg)}`)
    expect(refusing).toEqual([])
  })

  it.each(browserApps)(
    'with $plugin: installs no server, native addon or platform binary',
    ({ install }) => {
      const serverOnly = install().flatMap((pkg) => {
        const reason = serverOnlyReason(pkg)
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
