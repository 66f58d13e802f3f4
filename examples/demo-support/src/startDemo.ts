import { fileURLToPath } from 'node:url'
import {
  createBitcoinTestWallet,
  type LocalStack,
  type StartBitcoinChainOptions,
  startLocalStack,
} from '@latch/testkit'
import { testWalletInitScript } from '@latch/testkit/init-script'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { DEMO_CONFIG_GLOBAL, type DemoConfig, type DemoWalletConnectConfig } from './demoConfig'
import { type ServedExample, serveExample } from './serveExample'

/**
 * How long a test's set-up may take to start a demo and open its page: the Vite server transforms
 * the example from source on the page's first load, about 8 s on a quiet machine and over a
 * minute with both cores busy running other suites (seen in CI).
 */
export const DEMO_START_TIMEOUT_MS = 180_000

export interface StartDemoOptions {
  /** The example's folder (its index.html and vite.config are used). */
  root: string
  /** Port of the page; default 5173, 0 for a free one. */
  port?: number
  /**
   * The page's WalletConnect options (`window.__LATCH_DEMO__.walletConnect`): a short
   * `pairingExpiryMs` lets a test see the link renewed; default the spec's 4 minutes.
   */
  walletConnect?: DemoWalletConnectConfig
  /**
   * Also run the local Bitcoin chain, with the Bitcoin test wallet in the page (its payment
   * account funded with 1 BTC) and "Latch Local Bitcoin" in the network list. Off by default:
   * the chain takes seconds to start.
   */
  bitcoin?: StartBitcoinChainOptions
}

export interface Demo {
  url: string
  stack: LocalStack
  config: DemoConfig
  stop(): Promise<void>
}

/**
 * Starts the local stack (two EVM chains, a Solana validator, API server, RPC gateway, WalletConnect
 * relay, the test phone wallet page, mail catcher, auth server and the embedded wallet's frame site;
 * with `bitcoin`, a Bitcoin chain) and the example's page on 127.0.0.1, the page told about the
 * stack through `window.__LATCH_DEMO__`.
 */
export async function startDemo(options: StartDemoOptions): Promise<Demo> {
  const stack = await startLocalStack({
    phoneWallet: {},
    frameSite: {},
    bitcoin: options.bitcoin,
  })
  let config: DemoConfig
  let bitcoinWallet = ''
  try {
    config = demoConfigFor(stack, options.walletConnect)
    if (stack.bitcoin) {
      const page = await demoBitcoin(stack.bitcoin)
      config.bitcoin = page.config
      bitcoinWallet = page.walletScript
    }
  } catch (error) {
    await stack.stop()
    throw error
  }
  let served: ServedExample
  try {
    served = await serveExample({
      root: options.root,
      port: options.port,
      headScript: `window.${DEMO_CONFIG_GLOBAL} = ${JSON.stringify(config)}\n${bitcoinWallet}`,
    })
  } catch (error) {
    await stack.stop()
    throw error
  }
  let stopped: Promise<void> | undefined
  return {
    url: served.url,
    stack,
    config,
    stop() {
      stopped ??= Promise.all([served.close(), stack.stop()]).then(() => undefined)
      return stopped
    },
  }
}

/** The folder of an example, from this package: `exampleRoot('react-default')`. */
export function exampleRoot(name: string): string {
  return fileURLToPath(new URL(`../../${name}/`, import.meta.url))
}

/** What the page is told about the local stack (`window.__LATCH_DEMO__`). */
export function demoConfigFor(
  stack: LocalStack,
  walletConnect: DemoWalletConnectConfig = {},
): DemoConfig {
  const [owner, recipient] = stack.accounts
  const [solanaOwner, solanaRecipient] = stack.solana.accounts
  if (!owner || !recipient || !solanaOwner || !solanaRecipient) {
    throw new Error('the local stack has dev accounts')
  }
  const { rpcUrl, wsUrl, genesisHash, chainId, mint } = stack.solana
  return {
    endpoints: stack.endpoints,
    chains: stack.chains.map(({ chainId, rpcUrl, token }) => ({ chainId, rpcUrl, token })),
    walletKeys: [owner.privateKey],
    recipient: recipient.address,
    solana: {
      rpcUrl,
      wsUrl,
      genesisHash,
      chainId,
      walletKeys: [Array.from(solanaOwner.secretKey)],
      recipient: solanaRecipient.publicKey,
      mint: { address: mint.address, symbol: mint.symbol, decimals: mint.decimals },
    },
    walletConnect: { ...walletConnect },
  }
}

/**
 * The page's Bitcoin: a test wallet with new keys, its payment account funded with 1 BTC in a
 * mined block, installed by the page's first script (bip322-js needs the shims that script
 * brings: the demo's page code never loads it), and a second address to send to.
 */
async function demoBitcoin(chain: NonNullable<LocalStack['bitcoin']>) {
  const keys = {
    paymentSecretKey: secp256k1.utils.randomSecretKey(),
    ordinalsSecretKey: secp256k1.utils.randomSecretKey(),
  }
  const wallet = createBitcoinTestWallet({ ...keys, esploraUrl: chain.url })
  const recipient = createBitcoinTestWallet({
    paymentSecretKey: secp256k1.utils.randomSecretKey(),
    ordinalsSecretKey: secp256k1.utils.randomSecretKey(),
    esploraUrl: chain.url,
  })
  await chain.fund(wallet.payment.address, 100_000_000)
  await chain.mine(1)
  const walletScript = await testWalletInitScript({
    // Like a wallet extension, it stays connected across reloads.
    bitcoin: { ...keys, esploraUrl: chain.url, persistAs: 'latch-demo-bitcoin-wallet' },
  })
  return {
    config: { esploraUrl: chain.url, recipient: recipient.payment.address },
    // A `</script>` in the bundle must not end the inline script.
    walletScript: walletScript.replaceAll('</script', '<\\/script'),
  }
}
