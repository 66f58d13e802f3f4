import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { InstallBitcoinTestWalletConfig } from '../bitcoinWallet/installBitcoinTestWallet'
import { loadOptional } from '../optional/loadOptional'
import { optionalParts } from '../optional/optionalParts'
import type { InstallSolanaTestWalletConfig } from '../solanaWallet/installSolanaTestWallet'
import type { InstallTestWalletConfig } from '../wallet/installTestWallet'

export interface TestWalletInitScriptOptions {
  /**
   * The EVM test wallet (EIP-6963, "Latch Test Wallet"), left at `window.__LATCH_TEST_WALLET__`
   * for a test driver to script. JSON-safe values only: the script carries them as JSON.
   */
  evm?: InstallTestWalletConfig
  /**
   * The Solana test wallet (Wallet Standard), left at `window.__LATCH_SOLANA_TEST_WALLET__`.
   * Secret keys as number arrays (what survives JSON).
   */
  solana?: Omit<InstallSolanaTestWalletConfig, 'onAuthorizedChange'>
  /**
   * The Bitcoin test wallet (Wallet Standard, regtest), left at
   * `window.__LATCH_BITCOIN_TEST_WALLET__`. Secret keys as number arrays (what survives JSON).
   */
  bitcoin?: InstallBitcoinTestWalletConfig
}

/** The browser entries a script may install, by the page global their config goes in. */
const entries = {
  evm: { file: 'src/wallet/browser.ts', global: '__LATCH_TEST_WALLET_CONFIG__' },
  solana: { file: 'src/solanaWallet/browser.ts', global: '__LATCH_SOLANA_TEST_WALLET_CONFIG__' },
  bitcoin: {
    file: 'src/bitcoinWallet/browser.ts',
    global: '__LATCH_BITCOIN_TEST_WALLET_CONFIG__',
    // bip322-js is written for Node: its `Buffer`, `process` and `stream`, from their browser packages.
    node: {
      alias: { stream: 'readable-stream', 'node:buffer': 'buffer' },
      inject: ['src/bitcoinWallet/nodeGlobals.ts'],
      define: { global: 'globalThis' },
    },
  },
} as const

/** Each wallet's bundle is built once per process: the config changes, the code does not. */
const bundles = new Map<keyof typeof entries, Promise<string>>()

/**
 * A self-contained script that installs the test wallets in any page before the page's own
 * scripts run, for a page the test did not write (a host app's production build):
 * `page.addInitScript`, or a `<script>` first in `<head>`. Each wallet is the testkit's browser
 * entry (`@latch/testkit/browser`, `@latch/testkit/solana-browser`) bundled into one classic
 * script with its config in front; it installs itself and leaves its handle on `window`.
 * Bundled with esbuild (an optional peer of the testkit: add it to the tests' dependencies; the
 * Solana wallet also needs the testkit's optional Solana peers).
 *
 * @example
 * const [owner] = stack.accounts
 * await page.addInitScript({
 *   content: await testWalletInitScript({
 *     evm: {
 *       accounts: [owner.privateKey],
 *       chains: stack.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
 *       persistAs: 'test-wallet', // stays connected across reloads, like an extension
 *     },
 *   }),
 * })
 * await page.goto(appUrl) // "Latch Test Wallet" is announced to the app
 */
export async function testWalletInitScript(options: TestWalletInitScriptOptions): Promise<string> {
  const wallets = (Object.keys(entries) as (keyof typeof entries)[]).filter((key) => options[key])
  if (wallets.length === 0) throw new Error('testWalletInitScript: give evm, solana or bitcoin')
  const configs = {
    evm: options.evm,
    // Bytes as numbers: a Uint8Array would not survive JSON.
    solana: options.solana && {
      ...options.solana,
      secretKeys: options.solana.secretKeys.map((key) => Array.from(key)),
    },
    bitcoin: options.bitcoin && {
      ...options.bitcoin,
      paymentSecretKey: Array.from(options.bitcoin.paymentSecretKey),
      ordinalsSecretKey: Array.from(options.bitcoin.ordinalsSecretKey),
    },
  }
  const parts = await Promise.all(
    wallets.map(async (key) => {
      // JSON is a JavaScript expression; a `</script>` in it must not end an inline script.
      const config = JSON.stringify(configs[key]).replaceAll('<', '\\u003c')
      return `window.${entries[key].global} = ${config};\n${await walletBundle(key)}`
    }),
  )
  // The page's own frames only: a wallet extension does not answer inside other sites' frames
  // (the embedded wallet's), and neither does this one.
  return `if (window === window.top) {\n${parts.join('\n')}\n}`
}

const testkitRequire = createRequire(import.meta.url)

const mapValues = <T extends Record<string, string>>(record: T, map: (value: string) => string) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]))

function walletBundle(key: keyof typeof entries): Promise<string> {
  let bundle = bundles.get(key)
  if (!bundle) {
    const entry = entries[key]
    const node = 'node' in entry ? entry.node : undefined
    bundle = loadOptional(optionalParts.testWalletInitScript, () => import('esbuild'))
      .then(({ build }) =>
        build({
          entryPoints: [join(packageRoot(), entry.file)],
          // Each shim from the testkit's own dependencies, whoever imports it.
          alias:
            node &&
            mapValues(node.alias, (name) =>
              dirname(testkitRequire.resolve(`${name}/package.json`)),
            ),
          inject: node?.inject.map((file) => join(packageRoot(), file)),
          define: node?.define,
          bundle: true,
          platform: 'browser',
          format: 'iife',
          target: 'es2022',
          minify: true,
          write: false,
          logLevel: 'silent',
        }),
      )
      .then((result) => {
        const [file] = result.outputFiles
        if (!file) throw new Error(`esbuild wrote nothing for ${entry.file}`)
        return file.text
      })
    bundles.set(key, bundle)
    bundle.catch(() => bundles.delete(key))
  }
  return bundle
}

/**
 * The testkit's folder, from this module whether it runs as source (`src/browser/`) or built
 * (`dist/`): the package ships its `src`, which the bundles are built from.
 */
function packageRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = join(folder, 'package.json')
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@latch/testkit'
    ) {
      return folder
    }
    const parent = dirname(folder)
    if (parent === folder) throw new Error('testWalletInitScript: @latch/testkit not found')
    folder = parent
  }
}
