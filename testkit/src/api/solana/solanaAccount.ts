import { isAddress } from '@solana/kit'
import type { ServerContext } from '../context'
import { HttpError } from '../http'
import type { ConnectedSolanaCluster } from './solanaClusters'

/** A Solana account named in a path: its base58 address and, for CAIP-10, its chain. */
export interface SolanaAccount {
  address: string
  /** CAIP-2 id when the path named the account as `solana:<reference>:<address>`. */
  chainId?: string
}

const solanaCaip10 = /^(solana:[1-9A-HJ-NP-Za-km-z]{1,32}):(.*)$/

/**
 * Reads a Solana CAIP-10 account (`solana:<ref>:<base58>`) or a bare base58 address; `undefined`
 * when the value is neither (it may be an EVM one). A `solana:` value with no valid address is a
 * 400.
 *
 * @example
 * parseSolanaAccount('solana:9ZCKN5vFBL7Spj7dN5x35SWou4CZLDeh:BY6CZz6EAkxF3312euv7voeBNUmxypKDcRk52H4EgZA7')
 * // { chainId: 'solana:9ZCKN5vFBL7Spj7dN5x35SWou4CZLDeh', address: 'BY6CZz6E…' }
 */
export function parseSolanaAccount(value: string): SolanaAccount | undefined {
  if (value.startsWith('solana:')) {
    const match = solanaCaip10.exec(value)
    if (!match || !isAddress(match[2]!)) {
      throw new HttpError(400, 'Invalid address', [`Not a Solana CAIP-10 account: ${value}`])
    }
    return { chainId: match[1]!, address: match[2]! }
  }
  return isAddress(value) ? { address: value } : undefined
}

/**
 * The clusters to read for an account: the one its CAIP-10 id or the `chainId` parameter names
 * (a 400 if it is not served), or every served one.
 */
export function clustersForAccount(
  context: ServerContext,
  account: SolanaAccount,
  chainId: string | undefined,
  what: string,
): ConnectedSolanaCluster[] {
  if (account.chainId && chainId && account.chainId !== chainId) {
    throw new HttpError(400, 'Invalid address', [
      `The account is on ${account.chainId}, not on ${chainId}`,
    ])
  }
  const named = chainId ?? account.chainId
  return named ? [context.solana.require(named, what)] : context.solana.all()
}
