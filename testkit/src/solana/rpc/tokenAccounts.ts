import { type EncodedAccount, unwrapOption } from '@solana/kit'
import {
  AccountState,
  getMintDecoder,
  getMintSize,
  getTokenDecoder,
  getTokenSize,
  type Mint,
  TOKEN_PROGRAM_ADDRESS,
  type Token,
} from '@solana-program/token'
import { formatUnits } from 'viem'

/** The two SPL token programs, by the name `jsonParsed` answers give them. */
export const tokenProgramNames = new Map<string, string>([
  [TOKEN_PROGRAM_ADDRESS, 'spl-token'],
  ['TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb', 'spl-token-2022'],
])

// Token-2022 accounts with extensions are longer; a byte after the base layout tells their kind.
const ACCOUNT_TYPE_OFFSET = getTokenSize()
const ACCOUNT_TYPE_MINT = 1
const ACCOUNT_TYPE_ACCOUNT = 2

/** A token amount the way Solana shows it: exact base units and the decimal reading of them. */
export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number
  uiAmountString: string
}

/**
 * @example
 * uiTokenAmount(1_500_000n, 6) // { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' }
 */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

const isTokenProgram = (account: EncodedAccount) => tokenProgramNames.has(account.programAddress)

/** The token account `account` holds, or `undefined` when it is no (initialized) token account. */
export function readTokenAccount(account: EncodedAccount | null): Token | undefined {
  if (!account || !isTokenProgram(account)) return undefined
  const { data } = account
  const isAccount =
    data.length === getTokenSize() ||
    (data.length > ACCOUNT_TYPE_OFFSET && data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_ACCOUNT)
  if (!isAccount) return undefined
  const token = getTokenDecoder().decode(data.subarray(0, getTokenSize()))
  return token.state === AccountState.Uninitialized ? undefined : token
}

/** The mint `account` holds, or `undefined` when it is no initialized mint. */
export function readMint(account: EncodedAccount | null): Mint | undefined {
  if (!account || !isTokenProgram(account)) return undefined
  const { data } = account
  const isMint =
    data.length === getMintSize() ||
    (data.length > ACCOUNT_TYPE_OFFSET && data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_MINT)
  if (!isMint) return undefined
  const mint = getMintDecoder().decode(data.subarray(0, getMintSize()))
  return mint.isInitialized ? mint : undefined
}

/** `{ program, parsed, space }`: a token account or mint as `jsonParsed` shows it. */
export interface ParsedAccountData {
  program: string
  parsed: { type: 'account' | 'mint'; info: Record<string, unknown> }
  space: number
}

/** Where a token account's mint is read: the local ledger, or anything that reads accounts. */
export interface AccountReader {
  getAccount(address: string): EncodedAccount | null
}

/**
 * The `jsonParsed` form of a token program account (agave's `parse_token`), or `undefined` for
 * any other account, which then answers in base64 as on a real node.
 *
 * @example
 * parseTokenProgramAccount(ledger, ledger.getAccount(tokenAccount)!)
 * // { program: 'spl-token', parsed: { type: 'account', info: { mint, owner, tokenAmount, … } }, space: 165 }
 */
export function parseTokenProgramAccount(
  ledger: AccountReader,
  account: EncodedAccount,
): ParsedAccountData | undefined {
  const program = tokenProgramNames.get(account.programAddress)
  if (!program) return undefined
  const space = account.data.length
  const mint = readMint(account)
  if (mint) {
    return {
      program,
      parsed: {
        type: 'mint',
        info: {
          mintAuthority: unwrapOption(mint.mintAuthority),
          supply: mint.supply.toString(),
          decimals: mint.decimals,
          isInitialized: mint.isInitialized,
          freezeAuthority: unwrapOption(mint.freezeAuthority),
        },
      },
      space,
    }
  }
  const token = readTokenAccount(account)
  const decimals = token && readMint(ledger.getAccount(token.mint))?.decimals
  if (!token || decimals === undefined) return undefined
  const delegate = unwrapOption(token.delegate)
  const closeAuthority = unwrapOption(token.closeAuthority)
  const rentExemptReserve = unwrapOption(token.isNative)
  return {
    program,
    parsed: {
      type: 'account',
      info: {
        isNative: rentExemptReserve !== null,
        mint: token.mint,
        owner: token.owner,
        state: token.state === AccountState.Frozen ? 'frozen' : 'initialized',
        tokenAmount: uiTokenAmount(token.amount, decimals),
        ...(delegate
          ? { delegate, delegatedAmount: uiTokenAmount(token.delegatedAmount, decimals) }
          : {}),
        ...(closeAuthority ? { closeAuthority } : {}),
        ...(rentExemptReserve !== null
          ? { rentExemptReserve: uiTokenAmount(rentExemptReserve, decimals) }
          : {}),
      },
    },
    space,
  }
}
