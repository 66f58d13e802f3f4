import type { Address } from '@solana/kit'
import { formatUnits } from 'viem'
import type { FrameTextKey } from '../../texts'
import type { ApprovalRow } from '../view'
import type { MessageAccount } from './message'

/** What every instruction's rows need to know: whose wallet is signing. */
export interface DecodeContext {
  readonly wallet: Address
}

const LAMPORTS_DECIMALS = 9
/** u64's largest value: an allowance of it never runs out. */
export const U64_MAX = 2n ** 64n - 1n

/**
 * An account's row: its address, marked when it is this wallet's or came from a lookup table; an
 * entry of a table the frame could not fetch is named as the table and index, with a warning.
 */
export function accountRow(
  label: FrameTextKey,
  account: MessageAccount | Address,
  { wallet }: DecodeContext,
): ApprovalRow {
  const lookup = typeof account === 'string' ? undefined : account.lookup
  if (lookup && !lookup.resolved) {
    return { label, value: `${lookup.table} #${lookup.index}`, warning: 'solanaFromLookupTable' }
  }
  const address = typeof account === 'string' ? account : account.address
  if (address === wallet) return { label, value: address, valueText: 'solanaThisWallet' }
  return lookup
    ? { label, value: address, valueText: 'solanaViaLookupTable' }
    : { label, value: address }
}

/** An account's row that warns when it is not this wallet (where the SOL of a closed account goes). */
export function walletOnlyRow(
  label: FrameTextKey,
  account: MessageAccount,
  context: DecodeContext,
): ApprovalRow {
  const row = accountRow(label, account, context)
  return row.valueText === 'solanaThisWallet' || row.warning
    ? row
    : { ...row, warning: 'solanaNotThisWalletWarning' }
}

/** SOL, from lamports, in full (9 decimals at most, no rounding). */
export const sol = (lamports: bigint) => formatUnits(lamports, LAMPORTS_DECIMALS)

export const solRow = (label: FrameTextKey, lamports: bigint): ApprovalRow => ({
  label,
  value: sol(lamports),
  valueText: 'solanaSolAmount',
})

/**
 * A token amount: in tokens when the instruction gives the decimals (…Checked), else in base
 * units with a warning; an unlimited one (u64's largest) is said and warned of.
 */
export function tokenAmountRow(
  label: FrameTextKey,
  amount: bigint,
  decimals: number | undefined,
): ApprovalRow {
  const value = decimals === undefined ? String(amount) : formatUnits(amount, decimals)
  if (amount === U64_MAX) {
    return { label, value, valueText: 'solanaUnlimited', warning: 'solanaUnlimitedWarning' }
  }
  return decimals === undefined
    ? { label, value, valueText: 'solanaBaseUnits', warning: 'solanaNoDecimalsWarning' }
    : { label, value }
}
