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
 * An account's row: its address, marked when it is this wallet's; an entry of a lookup table is
 * named as the table and index, with a warning (its address is not in the transaction).
 */
export function accountRow(
  label: FrameTextKey,
  account: MessageAccount | Address,
  { wallet }: DecodeContext,
): ApprovalRow {
  if (typeof account !== 'string' && account.fromLookupTable) {
    return {
      label,
      value: `${account.address} #${account.fromLookupTable.index}`,
      warning: 'solanaFromLookupTable',
    }
  }
  const address = typeof account === 'string' ? account : account.address
  return address === wallet
    ? { label, value: address, valueText: 'solanaThisWallet' }
    : { label, value: address }
}

/** An account's row that warns when it is not this wallet (where the SOL of a closed account goes). */
export function walletOnlyRow(
  label: FrameTextKey,
  account: MessageAccount,
  context: DecodeContext,
): ApprovalRow {
  const row = accountRow(label, account, context)
  return row.valueText || row.warning ? row : { ...row, warning: 'solanaNotThisWalletWarning' }
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
