import { fileURLToPath } from 'node:url'
import { type LocalStack, startLocalStack } from '@latch/testkit'
import { DEMO_CONFIG_GLOBAL, type DemoConfig, type DemoWalletConnectConfig } from './demoConfig'
import { type ServedExample, serveExample } from './serveExample'

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
}

export interface Demo {
  url: string
  stack: LocalStack
  config: DemoConfig
  stop(): Promise<void>
}

/**
 * Starts the local stack (two EVM chains, a Solana validator, API server, RPC gateway, WalletConnect
 * relay, the test phone wallet page, mail catcher, auth server and the embedded wallet's frame site) and the example's page on 127.0.0.1, the page told about
 * the stack through `window.__LATCH_DEMO__`.
 */
export async function startDemo(options: StartDemoOptions): Promise<Demo> {
  const stack = await startLocalStack({ phoneWallet: {}, frameSite: {} })
  let config: DemoConfig
  try {
    config = demoConfigFor(stack, options.walletConnect)
  } catch (error) {
    await stack.stop()
    throw error
  }
  let served: ServedExample
  try {
    served = await serveExample({
      root: options.root,
      port: options.port,
      headScript: `window.${DEMO_CONFIG_GLOBAL} = ${JSON.stringify(config)}`,
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
