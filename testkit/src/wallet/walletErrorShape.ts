import type { ProviderRpcError } from './providerRpcError'

export const errorShapes = [
  'eip1193',
  'string',
  'ethers',
  'nested-cause',
  'wrapped-internal',
] as const

/**
 * How a wallet throws, when not as EIP-1193 says:
 * - 'eip1193': `{ code, message, data? }` (the standard);
 * - 'string': the message alone, a string (older and in-app wallets);
 * - 'ethers': an ethers v6 error, `code: 'ACTION_REJECTED'` for a rejection, else
 *   `code: 'UNKNOWN_ERROR'`, the wallet's error in `info.error`;
 * - 'nested-cause': an `Error` whose `cause` is an `Error` whose `cause` is the wallet's error
 *   (an SDK wrapping a wallet library);
 * - 'wrapped-internal': `-32603 Internal JSON-RPC error` with the real error in `data` (MetaMask
 *   through some in-app browsers and bridges).
 */
export type WalletErrorShape = (typeof errorShapes)[number]

/** The error `shape` throws for `error`. */
export function reshapeError(error: ProviderRpcError, shape: WalletErrorShape): unknown {
  const { code, message } = error
  switch (shape) {
    case 'eip1193':
      return error
    case 'string':
      return message
    case 'ethers':
      return Object.assign(new Error(`${message} (ethers)`), {
        code: code === 4001 ? 'ACTION_REJECTED' : 'UNKNOWN_ERROR',
        shortMessage: code === 4001 ? 'user rejected action' : message,
        info: { error: { code, message } },
      })
    case 'nested-cause':
      return new Error('Wallet request failed', {
        cause: new Error(`Provider error: ${message}`, { cause: error }),
      })
    case 'wrapped-internal':
      return Object.assign(new Error('Internal JSON-RPC error.'), {
        code: -32603,
        data: { code, message },
      })
  }
}
