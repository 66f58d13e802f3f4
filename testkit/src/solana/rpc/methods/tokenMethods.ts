import { z } from 'zod'
import { encodeAccount } from '../encodeAccount'
import { JsonRpcError, rpcErrorCode } from '../jsonRpcError'
import { accountConfig, addressParam, commitmentConfig } from '../params'
import { withContext } from '../rpcContext'
import { readMint, readTokenAccount, tokenProgramNames, uiTokenAmount } from '../tokenAccounts'
import { type RpcMethods, rpcMethod } from './rpcMethod'

const invalidParam = (message: string) =>
  new JsonRpcError(rpcErrorCode.invalidParams, `Invalid param: ${message}`)

const tokenAccountFilter = z.union([
  z.object({ mint: addressParam }),
  z.object({ programId: addressParam }),
])

const addressAndConfig = z.tuple([addressParam, commitmentConfig.nullish()])

/**
 * SPL token reads, for SPL Token and Token-2022 alike.
 *
 * @example
 * tokenMethods.getTokenAccountBalance([tokenAccount], context)
 * // { context, value: { amount: '1000000', decimals: 6, uiAmount: 1, uiAmountString: '1' } }
 */
export const tokenMethods: RpcMethods = {
  getTokenAccountsByOwner: rpcMethod(
    z.tuple([addressParam, tokenAccountFilter, accountConfig.nullish()]),
    ([owner, filter, config], { ledger }) => {
      let program: string
      if ('mint' in filter) {
        const mint = ledger.getAccount(filter.mint)
        if (!mint || !readMint(mint)) throw invalidParam('could not find mint')
        program = mint.programAddress
      } else {
        if (!tokenProgramNames.has(filter.programId)) {
          throw invalidParam('unrecognized Token program id')
        }
        program = filter.programId
      }
      const held = ledger.getProgramAccounts(program).filter((account) => {
        const token = readTokenAccount(account)
        return token?.owner === owner && (!('mint' in filter) || token.mint === filter.mint)
      })
      return withContext(
        ledger,
        held.map((account) => ({
          pubkey: account.address,
          account: encodeAccount(ledger, account, config ?? {}),
        })),
      )
    },
  ),

  getTokenAccountBalance: rpcMethod(addressAndConfig, ([wanted], { ledger }) => {
    const token = readTokenAccount(ledger.getAccount(wanted))
    if (!token) throw invalidParam('not a Token account')
    const mint = readMint(ledger.getAccount(token.mint))
    if (!mint) throw invalidParam('could not find mint')
    return withContext(ledger, uiTokenAmount(token.amount, mint.decimals))
  }),

  getTokenSupply: rpcMethod(addressAndConfig, ([wanted], { ledger }) => {
    const mint = readMint(ledger.getAccount(wanted))
    if (!mint) throw invalidParam('not a Token mint')
    return withContext(ledger, uiTokenAmount(mint.supply, mint.decimals))
  }),
}
