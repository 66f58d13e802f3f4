import { type EncodedAccount, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type { z } from 'zod'
import type { LocalLedger } from '../ledger/localLedger'
import { JsonRpcError, rpcErrorCode } from './jsonRpcError'
import type { accountConfig } from './params'
import { type ParsedAccountData, parseTokenProgramAccount } from './tokenAccounts'

/** An account as JSON-RPC answers carry it. */
export interface UiAccount {
  lamports: number
  owner: string
  data: string | [string, 'base58' | 'base64'] | ParsedAccountData
  executable: boolean
  rentEpoch: number
  space: number
}

// Rent is no longer collected: every account reports the epoch "never", as on mainnet.
const RENT_EXEMPT_EPOCH = 2 ** 64 - 1
// Agave refuses base58 past this size: encoding it is quadratic.
const MAX_BASE58_BYTES = 128

export type AccountEncodingOptions = Pick<z.output<typeof accountConfig>, 'encoding' | 'dataSlice'>

/**
 * An account in the encoding a call asked for (`binary`, the legacy bare base58 string, when it
 * asked for none, as agave does).
 *
 * @example
 * encodeAccount(ledger, ledger.getAccount(address), { encoding: 'base64' })
 * // { lamports: 1000000000, owner: '1111…', data: ['', 'base64'], executable: false, … }
 */
export function encodeAccount(
  ledger: LocalLedger,
  account: EncodedAccount | null,
  { encoding = 'binary', dataSlice }: AccountEncodingOptions = {},
): UiAccount | null {
  if (!account) return null
  const common = {
    lamports: Number(account.lamports),
    owner: account.programAddress,
    executable: account.executable,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: Number(account.space),
  }
  if (encoding === 'jsonParsed') {
    const parsed = parseTokenProgramAccount(ledger, account)
    if (parsed) return { ...common, data: parsed }
  }
  const bytes = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data
  if (encoding === 'base64' || encoding === 'jsonParsed') {
    return { ...common, data: [getBase64Decoder().decode(bytes), 'base64'] }
  }
  if (bytes.length > MAX_BASE58_BYTES) {
    throw new JsonRpcError(
      rpcErrorCode.invalidRequest,
      `Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`,
    )
  }
  const base58 = getBase58Decoder().decode(bytes)
  return { ...common, data: encoding === 'base58' ? [base58, 'base58'] : base58 }
}
