import type { WalletAccount } from '@wallet-standard/base'
import { noAccountOn, type SessionProviderContext } from './eip1193Provider'

type ChangeListener = (change: { accounts: readonly WalletAccount[] }) => void

const FEATURE = { version: '1.0.0' } as const
const SOLANA_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const
/** The relay protocol's mark, as the Wallet Standard wants an icon: a data URI. */
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA0MCA0MCI+PHJlY3Qgd2lkdGg9IjQwIiBoZWlnaHQ9IjQwIiByeD0iMTAiIGZpbGw9IiMzMzk2ZmYiLz48cGF0aCBkPSJNMTIgMTZjNC40LTQuMyAxMS42LTQuMyAxNiAwbC44LjgtMi4yIDIuMS0uOS0uOGMtMy4xLTMtOC4xLTMtMTEuMiAwbC0xIC45LTIuMi0yLjF6bTIwIDQgMiAyLTkgOC44LTUuMi01LjEtNS4yIDUuMS05LTguOCAyLTIgNyA2LjkgNS4yLTUuMSA1LjIgNS4xeiIgZmlsbD0iI2ZmZiIvPjwvc3ZnPg=='

const loadWire = () => import('../session/solanaWire')

/**
 * The solana side of a relay session as a Wallet Standard wallet, what the solana adapter drives:
 * accounts from the session, each signature a request over the relay. Cheap to create: the SDK
 * loads on the first call that needs it.
 */
export function createSolanaSessionWallet(context: SessionProviderContext & { name: string }) {
  let accounts: WalletAccount[] = []
  const listeners = new Set<ChangeListener>()
  const publish = () => {
    for (const listener of Array.from(listeners)) listener({ accounts })
  }
  const setAddresses = async (addresses: string[], chains: readonly `${string}:${string}`[]) => {
    const { fromBase58 } = await loadWire()
    accounts = addresses.map((address) => ({
      address,
      publicKey: fromBase58(address),
      chains,
      features: [...SOLANA_FEATURES],
    }))
  }
  const granted = async () => {
    const controller = await context.controller()
    const chain = controller.chainOf('solana')
    await setAddresses(
      controller.addresses('solana'),
      chain ? [chain as `${string}:${string}`] : [],
    )
    if (accounts.length > 0) context.use()
    return { accounts }
  }
  const request = async (method: string, params: unknown) =>
    (await context.controller()).request('solana', method, params)

  return {
    version: '1.0.0' as const,
    name: context.name,
    icon: ICON as `data:image/svg+xml;base64,${string}`,
    get chains() {
      return accounts[0]?.chains ?? []
    },
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        ...FEATURE,
        async connect(input?: { silent?: boolean }) {
          if (input?.silent) {
            if (!context.maySilentlyConnect()) return { accounts: [] }
            if (!(await (await context.controller()).restore())) return { accounts: [] }
          } else {
            await (await context.controller()).connect()
            const result = await granted()
            if (result.accounts.length === 0) throw await noAccountOn(context, 'solana')
            return result
          }
          return granted()
        },
      },
      'standard:disconnect': {
        ...FEATURE,
        async disconnect() {
          accounts = []
        },
      },
      'standard:events': {
        ...FEATURE,
        on(_event: 'change', listener: ChangeListener) {
          listeners.add(listener)
          return () => {
            listeners.delete(listener)
          }
        },
      },
      'solana:signMessage': {
        ...FEATURE,
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          const wire = await loadWire()
          return Promise.all(
            inputs.map(async ({ account, message }) => {
              const { signature } = (await request('solana_signMessage', {
                message: wire.toBase58(message),
                pubkey: account.address,
              })) as { signature: string }
              return { signedMessage: message, signature: wire.fromBase58(signature) }
            }),
          )
        },
      },
      'solana:signTransaction': {
        ...FEATURE,
        supportedTransactionVersions: ['legacy', 0] as const,
        async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
          const wire = await loadWire()
          return Promise.all(
            inputs.map(async ({ account, transaction }) => {
              const answer = (await request('solana_signTransaction', {
                transaction: wire.toBase64(transaction),
              })) as { signature?: string; transaction?: string }
              return {
                signedTransaction: wire.signedTransaction(transaction, account.address, answer),
              }
            }),
          )
        },
      },
      'solana:signAndSendTransaction': {
        ...FEATURE,
        supportedTransactionVersions: ['legacy', 0] as const,
        async signAndSendTransaction(...inputs: { transaction: Uint8Array }[]) {
          const wire = await loadWire()
          return Promise.all(
            inputs.map(async ({ transaction }) => {
              const { signature } = (await request('solana_signAndSendTransaction', {
                transaction: wire.toBase64(transaction),
              })) as { signature: string }
              return { signature: wire.fromBase58(signature) }
            }),
          )
        },
      },
    },
    /** The session's account changes and its end, as the standard's `change` event. */
    async onSession(addresses: string[] | undefined) {
      if (addresses === undefined) accounts = []
      else await setAddresses(addresses, accounts[0]?.chains ?? [])
      publish()
    },
  }
}
