import { getBase64Decoder } from '@solana/kit'
import type { TokenBalance } from '../ledger/accountBalances'
import type { LandedTransaction } from '../ledger/landedTransaction'
import { innerInstructions } from './compiledInstructions'
import { compiledUiInstruction, parsedUiInstruction } from './parsedInstructions/uiInstruction'
import { uiTokenAmount } from './tokenAccounts'

const uiTokenBalance = (balance: TokenBalance) => ({
  accountIndex: balance.accountIndex,
  mint: balance.mint,
  uiTokenAmount: uiTokenAmount(balance.amount, balance.decimals),
  owner: balance.owner,
  programId: balance.programId,
})

/**
 * The `meta` of a `getTransaction` answer (agave's `UiTransactionStatusMeta`): the error, fee,
 * balances before and after, inner instructions, logs and compute units. Under `jsonParsed`
 * the inner instructions are parsed and `loadedAddresses` is left out: the annotated account
 * keys already carry them.
 *
 * @example
 * encodeTransactionMeta(landed, false)
 * // { err: null, status: { Ok: null }, fee: 5000, preBalances: [...], postBalances: [...], … }
 */
export function encodeTransactionMeta(landed: LandedTransaction, parsed: boolean) {
  const { report, accountKeys } = landed
  return {
    err: report.err,
    status: report.err === null ? { Ok: null } : { Err: report.err },
    fee: Number(landed.fee),
    preBalances: landed.before.lamports.map(Number),
    postBalances: landed.after.lamports.map(Number),
    innerInstructions: innerInstructions(report).map(({ index, instructions }) => ({
      index,
      instructions: instructions.map((instruction) =>
        parsed ? parsedUiInstruction(instruction, accountKeys) : compiledUiInstruction(instruction),
      ),
    })),
    logMessages: report.logs,
    preTokenBalances: landed.before.tokens.map(uiTokenBalance),
    postTokenBalances: landed.after.tokens.map(uiTokenBalance),
    rewards: [],
    ...(parsed ? {} : { loadedAddresses: landed.loadedAddresses }),
    ...(report.returnData
      ? {
          returnData: {
            programId: report.returnData.programId,
            data: [getBase64Decoder().decode(report.returnData.data), 'base64'],
          },
        }
      : {}),
    computeUnitsConsumed: report.unitsConsumed,
  }
}
