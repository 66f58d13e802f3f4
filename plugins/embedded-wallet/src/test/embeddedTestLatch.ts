// A Latch client with the embedded wallet on fake windows, its frame scripted as a logged-in
// wallet would answer (a code of 123456, one EVM account), on the testkit's manual clock.
import { createMemoryStorage } from '@latch/core'
import { defineEip155Network, eip155 } from '@latch/eip155'
import { defineSolanaNetwork, solana } from '@latch/solana'
import { createTestLatch } from '@latch/testkit'
import { fakeWindowPair, type Request, scriptedFrame } from '../frame/test/fakeWindows'
import { embeddedWallet } from '../plugin'
import { APPROVAL_TYPE, FRAME_PREFIX } from '../protocol/messages'

export const HOST = 'https://app.example'
export const FRAME = 'https://frame.example'
export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
export const CODE = '123456'
export const networks = [
  defineEip155Network({ chainId: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:9' }),
  defineEip155Network({ chainId: 31338, name: 'Local 2', rpcUrl: 'http://127.0.0.1:9' }),
  defineSolanaNetwork({
    genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
    name: 'Solana',
    rpcUrl: 'http://127.0.0.1:9',
  }),
]

/** No Wallet Standard wallet in the page: the embedded wallet is the only Solana one. */
const noWallets = {
  connectors: () => [],
  provider: () => undefined,
  subscribe: () => () => {},
  destroy() {},
}

export interface ScriptedWallet {
  /** What CONNECT_EMAIL answers (default VERIFY_OTP). */
  action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'
  loggedIn: boolean
  chainId: string
  /** Leave SIGN_OUT unanswered (the 3 s rule). */
  silentSignOut: boolean
  /** Never say READY (a frame that does not load). */
  silentReady: boolean
  /** Leave CONNECT_OTP unanswered (the 120 s rule). */
  silentOtp: boolean
  /** Every request the frame got, by type. */
  seen: Request[]
  /** While the frame shows its email-change dialog: the person confirms it there (or cancels). */
  emailChange?: { confirm(): void; cancel(): void }
  /** While the frame shows the recovery phrase (its code and words there): the person closes it. */
  exportShown?: { close(): void }
}

const reads = new Set(['eth_blockNumber', 'eth_getBalance', 'eth_call'])

export function embeddedTestLatch({
  storage = createMemoryStorage(),
  wallet: given,
  withFrameUrl = true,
}: {
  storage?: ReturnType<typeof createMemoryStorage>
  wallet?: Partial<ScriptedWallet>
  withFrameUrl?: boolean
} = {}) {
  const pair = fakeWindowPair({ hostOrigin: HOST, frameOrigin: FRAME })
  const wallet: ScriptedWallet = {
    action: 'VERIFY_OTP',
    loggedIn: false,
    chainId: 'eip155:31337',
    silentSignOut: false,
    silentReady: false,
    silentOtp: false,
    seen: [],
    ...given,
  }
  const frame = scriptedFrame(
    pair,
    (request, port) => {
      const type = request.type.split('/')[1] as string
      wallet.seen.push(request)
      const reply = (payload: unknown) =>
        port.postMessage({ type: `${FRAME_PREFIX}${type}_SUCCESS`, id: request.id, payload })
      const fail = (message: string) =>
        port.postMessage({
          type: `${FRAME_PREFIX}${type}_ERROR`,
          id: request.id,
          payload: { message },
        })
      const payload = request.payload as Record<string, unknown> | undefined
      switch (type) {
        case 'CONNECT_EMAIL':
          return reply({ action: wallet.action })
        case 'CONNECT_DEVICE':
          return reply({})
        case 'CONNECT_OTP':
          if (wallet.silentOtp) return
          if (payload?.otp !== CODE) return fail('Invalid OTP')
          wallet.loggedIn = true
          return reply({})
        case 'GET_USER':
          if (!wallet.loggedIn) return fail('Not logged in')
          return reply({
            email: 'ada@example.com',
            address: String(payload?.chainId).startsWith('solana:') ? SOLANA_ADDRESS : ADDRESS,
            chainId: payload?.chainId ?? wallet.chainId,
          })
        case 'IS_CONNECTED':
          return reply({ isConnected: wallet.loggedIn })
        case 'GET_CHAIN_ID':
          return reply({ chainId: wallet.chainId })
        case 'SWITCH_NETWORK':
          wallet.chainId = String(payload?.chainId)
          return reply({ chainId: wallet.chainId })
        case 'SIGN_OUT':
          wallet.loggedIn = false
          return wallet.silentSignOut ? undefined : reply({})
        case 'RPC_REQUEST':
          // A signature waits for the person: the frame shows its approval UI and says so.
          if (reads.has(String(payload?.method))) return reply('0x1')
          return port.postMessage({ type: APPROVAL_TYPE, id: request.id, payload: { open: true } })
        case 'UPDATE_EMAIL': {
          // The frame shows its own dialog; the person types both codes there.
          const approval = (open: boolean) =>
            port.postMessage({ type: APPROVAL_TYPE, id: request.id, payload: { open } })
          approval(true)
          wallet.emailChange = {
            confirm: () => {
              approval(false)
              reply({ newEmail: payload?.email })
            },
            cancel: () => {
              approval(false)
              fail('Email change cancelled')
            },
          }
          return
        }
        case 'EXPORT_WALLET': {
          port.postMessage({ type: APPROVAL_TYPE, id: request.id, payload: { open: true } })
          wallet.exportShown = {
            close: () => {
              port.postMessage({ type: APPROVAL_TYPE, id: request.id, payload: { open: false } })
              reply({})
            },
          }
          return
        }
        default:
          return reply({})
      }
    },
    HOST,
  )
  // The frame says READY as soon as the host puts it in the page.
  const appendChild = pair.host.document.body.appendChild
  pair.host.document.body.appendChild = (node) => {
    appendChild(node)
    if (!wallet.silentReady) frame.sayReady()
  }
  const latch = createTestLatch({
    networks,
    storage,
    // No remote service in these tests: every call fails at once, as on a closed port.
    fetch: async () => {
      throw new TypeError('fetch failed: no remote services in this test')
    },
    ...(withFrameUrl ? { endpoints: { frame: `${FRAME}/wallet` } } : {}),
    plugins: [
      eip155({ gatewayChainIds: [] }),
      solana({ wallets: noWallets }),
      embeddedWallet({ window: pair.host as unknown as Window }),
    ],
  })
  return { latch, pair, wallet, frame, storage }
}
