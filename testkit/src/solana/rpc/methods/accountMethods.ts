import { z } from 'zod'
import { encodeAccount } from '../encodeAccount'
import { accountConfig, addressParam, commitmentConfig } from '../params'
import { withContext } from '../rpcContext'
import { type RpcMethods, rpcMethod } from './rpcMethod'

/**
 * Reading accounts: balances, data, rent.
 *
 * @example
 * accountMethods.getBalance([publicKey], context) // { context: { slot, apiVersion }, value: 1000000000 }
 */
export const accountMethods: RpcMethods = {
  getBalance: rpcMethod(
    z.tuple([addressParam, commitmentConfig.nullish()]),
    ([owner], { ledger }) => withContext(ledger, Number(ledger.getAccount(owner)?.lamports ?? 0n)),
  ),

  getAccountInfo: rpcMethod(
    z.tuple([addressParam, accountConfig.nullish()]),
    ([wanted, config], { ledger }) =>
      withContext(ledger, encodeAccount(ledger, ledger.getAccount(wanted), config ?? {})),
  ),

  getMultipleAccounts: rpcMethod(
    z.tuple([z.array(addressParam).max(100), accountConfig.nullish()]),
    ([addresses, config], { ledger }) =>
      withContext(
        ledger,
        addresses.map((wanted) => encodeAccount(ledger, ledger.getAccount(wanted), config ?? {})),
      ),
  ),

  getMinimumBalanceForRentExemption: rpcMethod(
    z.tuple([z.number().int().nonnegative(), commitmentConfig.nullish()]),
    ([dataLength], { ledger }) => Number(ledger.minimumBalanceForRentExemption(dataLength)),
  ),
}
