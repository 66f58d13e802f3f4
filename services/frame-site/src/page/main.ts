import { gatewayUrl } from '@latch/eip155/app-rpc'
import { listenToHost } from '../channel/listenToHost'
import { createDeviceShareStore } from '../custody/index'
import { createAuthClient, createRecoveryVault } from './authClient'
import { findHostOrigin, mayRunUnder, readFrameConfig, readQuery } from './config'
import { createFrameHandler } from './handler'
import { createRpcHandler, evmChainOf } from './rpc'
import { createNativeUsdPrice } from './rpc/nativeUsdPrice'
import { createFrameUi } from './ui'
import { createWalletSession, type TokenStore } from './wallet'

const DEVICE_ID_KEY = 'latch-frame/device-id'
const TOKEN_KEY = 'latch-frame/session'

/** This browser's id for the auth server: a random UUID kept in the frame origin's localStorage. */
function deviceId(): string {
  let id = localStorage.getItem(DEVICE_ID_KEY)
  if (!id) {
    id = crypto.randomUUID()
    localStorage.setItem(DEVICE_ID_KEY, id)
  }
  return id
}

/**
 * The session token lives in the frame origin's sessionStorage: it survives a reload of the host
 * page (same tab) but not the tab, and is never written to disk with the device share, so the
 * browser profile alone (D + a token) never makes the key whole. A new tab logs in with one code.
 */
const tokens: TokenStore = {
  get: () => sessionStorage.getItem(TOKEN_KEY) ?? undefined,
  set: (token) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
}

function start() {
  const startedAt = performance.now()
  const ui = createFrameUi(document, { languages: navigator.languages })
  const config = readFrameConfig(document)
  const query = readQuery(location.search)
  const hostOrigin = findHostOrigin(location, document)
  if (!config || !mayRunUnder(window, hostOrigin, config.allowedOrigins)) {
    ui.refuse()
    return
  }
  const log = query.enableLogger
    ? (line: string) => console.info(`[latch-frame] ${line}`)
    : undefined
  const auth = createAuthClient(config.authUrl)
  const wallet = createWalletSession({
    auth,
    vault: createRecoveryVault(config.vaultUrl),
    deviceShares: createDeviceShareStore(),
    tokens,
  })
  const solanaChains = Object.keys(config.solana)
  const startsOnSolana = Object.hasOwn(config.solana, query.chainId)
  const chains = {
    evm: evmChainOf(query.chainId) ?? 1,
    solana: startsOnSolana ? query.chainId : solanaChains[0],
  }
  const evmRpcUrl = (chainId: number) => gatewayUrl(config.rpcUrl, chainId, config.projectId)
  const rpc = createRpcHandler({
    wallet: () => wallet.require(),
    evmRpcUrl,
    solanaRpcUrl: (chainId) =>
      Object.hasOwn(config.solana, chainId) ? config.solana[chainId] : undefined,
    currentEvmChain: () => chains.evm,
    currentSolanaChain: () => chains.solana,
    ...(config.apiUrl
      ? {
          nativeUsdPrice: createNativeUsdPrice({
            apiUrl: config.apiUrl,
            projectId: config.projectId,
          }),
        }
      : {}),
  })
  const handle = createFrameHandler({
    hostOrigin,
    auth,
    wallet,
    rpc,
    ui,
    deviceId,
    chains,
    supportsEvmChain: () => true,
    supportsSolanaChain: (chainId) => Object.hasOwn(config.solana, chainId),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
    log,
  })
  listenToHost({ window, hostOrigin, handle, version: query.version || undefined })
  log?.(`ready for ${hostOrigin} in ${Math.round(performance.now() - startedAt)} ms`)
  // What an app's request needs loads once the page is idle, so the first approval waits for
  // nothing; a failure here is tried again by the request itself.
  const warm = () => void rpc.warm().catch(() => {})
  if ('requestIdleCallback' in window) requestIdleCallback(warm, { timeout: 2_000 })
  else setTimeout(warm, 500)
}

start()
