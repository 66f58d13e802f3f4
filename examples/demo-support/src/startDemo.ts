import { fileURLToPath } from 'node:url'
import { type LocalStack, startLocalStack } from '@latch/testkit'
import { createServer, defaultClientConditions, type ViteDevServer } from 'vite'
import { DEMO_CONFIG_GLOBAL, type DemoConfig, type DemoWalletConnectConfig } from './demoConfig'

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
  const [owner, recipient] = stack.accounts
  const [solanaOwner, solanaRecipient] = stack.solana.accounts
  if (!owner || !recipient || !solanaOwner || !solanaRecipient) {
    await stack.stop()
    throw new Error('the local stack has dev accounts')
  }
  const { rpcUrl, wsUrl, genesisHash, chainId, mint } = stack.solana
  const config: DemoConfig = {
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
    walletConnect: { ...options.walletConnect },
  }
  let server: ViteDevServer | undefined
  try {
    server = await createServer({
      root: options.root,
      configFile: false,
      logLevel: 'warn',
      clearScreen: false,
      // Workspace packages load from source: the demo needs no build step.
      resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
      server: {
        host: '127.0.0.1',
        port: options.port ?? 5173,
        strictPort: options.port === undefined ? false : options.port !== 0,
        // A demo, not a dev server: no reload when a source file changes under a running test.
        hmr: false,
        watch: null,
      },
      plugins: [
        {
          name: 'latch-demo-config',
          transformIndexHtml: () => [
            {
              tag: 'script',
              children: `window.${DEMO_CONFIG_GLOBAL} = ${JSON.stringify(config)}`,
              injectTo: 'head-prepend',
            },
          ],
        },
      ],
    })
    await server.listen()
  } catch (error) {
    await server?.close()
    await stack.stop()
    throw error
  }
  const address = server.httpServer?.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  let stopped: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${port}/`,
    stack,
    config,
    stop() {
      stopped ??= Promise.all([server?.close(), stack.stop()]).then(() => undefined)
      return stopped
    },
  }
}

/** The folder of an example, from this package: `exampleRoot('react-default')`. */
export function exampleRoot(name: string): string {
  return fileURLToPath(new URL(`../../${name}/`, import.meta.url))
}
