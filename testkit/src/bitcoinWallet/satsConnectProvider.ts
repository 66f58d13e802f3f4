import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import type { BitcoinTestWallet } from './bitcoinTestWallet'
import { broadcastTransaction } from './broadcastTransaction'

/** A sats-connect provider (WBIP001): `request(method, params)` → a JSON-RPC 2.0 answer object. */
export interface SatsConnectTestProvider {
  request(method: string, params?: unknown): Promise<SatsConnectAnswer>
}

export type SatsConnectAnswer =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

/** sats-connect's `RpcErrorCode`. */
const RpcErrorCode = {
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  USER_REJECTION: -32000,
  ACCESS_DENIED: -32002,
} as const

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A sats-connect provider over the Bitcoin test wallet, as Xverse's `BitcoinProvider` answers:
 * `getAccounts { purposes }` (the approval prompt), `wallet_getAccount` (no prompt; ACCESS_DENIED
 * until the site was approved), `signMessage { address, message, protocol: 'BIP322' | 'ECDSA' }`
 * → `{ signature (base64), messageHash, address }`, `signPsbt { psbt, signInputs: { [address]:
 * indexes }, broadcast }` → `{ psbt, txid? }`. A refusal the wallet was scripted to make
 * (`rejectNext`) is USER_REJECTION (-32000); every answer is an object, never a throw.
 */
export function createSatsConnectProvider(
  wallet: BitcoinTestWallet,
  esploraUrl: string,
): SatsConnectTestProvider {
  const accounts = [wallet.payment, wallet.ordinals]
  const walletAccount = async (address: unknown): Promise<WalletAccount> => {
    const shown = wallet.accounts.find((account) => account.address === address)
    if (!shown)
      throw new RpcError(RpcErrorCode.ACCESS_DENIED, `${String(address)} is not connected`)
    return shown
  }
  const described = (listed: readonly WalletAccount[]) =>
    listed.map((account) => {
      const held = accounts.find((each) => each.address === account.address)
      return {
        address: account.address,
        publicKey: hex.encode(Uint8Array.from(account.publicKey)),
        purpose: held?.purpose,
        addressType: held?.addressType,
      }
    })

  const handle = async (method: string, params: unknown): Promise<unknown> => {
    const input = isRecord(params) ? params : {}
    switch (method) {
      case 'getAccounts': {
        const purposes = Array.isArray(input.purposes) ? input.purposes : ['payment']
        const connected = await wallet.features['bitcoin:connect'].connect({ purposes })
        return described(connected.accounts)
      }
      case 'wallet_getAccount': {
        if (!wallet.getState().authorized) {
          throw new RpcError(RpcErrorCode.ACCESS_DENIED, 'this site is not connected')
        }
        const { accounts: shown } = await wallet.features['standard:connect'].connect({
          silent: true,
        })
        return { id: 'latch-test-account', addresses: described(shown), walletType: 'software' }
      }
      case 'signMessage': {
        if (typeof input.message !== 'string') {
          throw new RpcError(RpcErrorCode.INVALID_PARAMS, 'signMessage: message must be a string')
        }
        const account = await walletAccount(input.address)
        const protocol = input.protocol === 'ECDSA' ? 'ecdsa' : 'bip322'
        const [signed] = await wallet.features['bitcoin:signMessage'].signMessage({
          account,
          message: new TextEncoder().encode(input.message),
          protocol,
        })
        return {
          signature: base64.encode(signed?.signature ?? new Uint8Array()),
          messageHash: '',
          address: account.address,
        }
      }
      case 'signPsbt': {
        if (typeof input.psbt !== 'string' || !isRecord(input.signInputs)) {
          throw new RpcError(
            RpcErrorCode.INVALID_PARAMS,
            'signPsbt: psbt and signInputs are required',
          )
        }
        const inputsToSign = await Promise.all(
          Object.entries(input.signInputs).map(async ([address, indexes]) => ({
            account: await walletAccount(address),
            signingIndexes: Array.isArray(indexes) ? (indexes as number[]) : [],
          })),
        )
        const [signed] = await wallet.features['bitcoin:signTransaction'].signTransaction({
          psbt: base64.decode(input.psbt),
          inputsToSign,
        })
        const psbt = signed?.signedPsbt ?? new Uint8Array()
        if (input.broadcast !== true) return { psbt: base64.encode(psbt) }
        const final = Transaction.fromPSBT(psbt)
        final.finalize()
        return {
          psbt: base64.encode(psbt),
          txid: await broadcastTransaction(esploraUrl, final.hex),
        }
      }
      default:
        throw new RpcError(
          RpcErrorCode.METHOD_NOT_FOUND,
          `${method} is not a method of this wallet`,
        )
    }
  }

  return {
    async request(method, params) {
      const id = crypto.randomUUID()
      try {
        return { jsonrpc: '2.0', id, result: await handle(method, params) }
      } catch (error) {
        const code =
          error instanceof RpcError
            ? error.code
            : (error as { code?: unknown }).code === 4001
              ? RpcErrorCode.USER_REJECTION
              : RpcErrorCode.INTERNAL_ERROR
        return { jsonrpc: '2.0', id, error: { code, message: (error as Error).message } }
      }
    },
  }
}

/** Where the provider goes on the page (`btc_providers` entry `id`), as Xverse's does. */
export const SATS_CONNECT_TEST_PROVIDER_PATH = 'LatchSatsConnect.BitcoinProvider'

/**
 * Installs the provider in a page as a sats-connect wallet extension does (WBIP004): the provider
 * at `window.LatchSatsConnect.BitcoinProvider`, listed in `window.btc_providers` with the wallet's
 * name and icon.
 *
 * @example
 * const wallet = createBitcoinTestWallet({ name: 'Latch Sats Connect Test Wallet', … })
 * installSatsConnectProvider(window, wallet, chain.url)
 */
export function installSatsConnectProvider(
  page: object,
  wallet: BitcoinTestWallet,
  esploraUrl: string,
): SatsConnectTestProvider {
  const provider = createSatsConnectProvider(wallet, esploraUrl)
  const target = page as { btc_providers?: unknown[]; LatchSatsConnect?: unknown }
  target.LatchSatsConnect = { BitcoinProvider: provider }
  target.btc_providers = [
    ...(target.btc_providers ?? []),
    {
      id: SATS_CONNECT_TEST_PROVIDER_PATH,
      name: wallet.name,
      icon: wallet.icon,
      methods: ['getAccounts', 'wallet_getAccount', 'signMessage', 'signPsbt'],
    },
  ]
  return provider
}
