import { address, type EncodedAccount, lamports } from '@solana/kit'
import { z } from 'zod'
import type { LocalLedger } from '../../ledger/localLedger'
import { encodeAccount } from '../../rpc/encodeAccount'
import { accountEncoding, addressParam, commitmentConfig, parseParams } from '../../rpc/params'
import type { Subscription } from './subscription'

// Built once: zod compiles a schema on first use, too slow to redo per call.
const accountSubscribeParams = z.tuple([
  addressParam,
  commitmentConfig.extend({ encoding: accountEncoding.optional() }).nullish(),
])

/** A closed or never-funded account shows as an empty system account, as on agave. */
const emptyAccount = (wanted: string): EncodedAccount => ({
  address: address(wanted),
  data: new Uint8Array(),
  executable: false,
  lamports: lamports(0n),
  programAddress: address('11111111111111111111111111111111'),
  space: 0n,
})

/**
 * `accountSubscribe`: a notification each time a commit changes the account, which is how
 * web3.js `onAccountChange` (a wallet's balance) follows it.
 *
 * @example
 * accountSubscription([publicKey, { encoding: 'base64' }], ledger)
 * // after a transfer to it: { context: { slot: 5 }, value: { lamports: 1000000000, … } }
 */
export function accountSubscription(params: unknown, ledger: LocalLedger): Subscription {
  const [wanted, config] = parseParams(accountSubscribeParams, params)
  const options = { encoding: config?.encoding ?? 'binary' } as const
  const current = () =>
    encodeAccount(ledger, ledger.getAccount(wanted) ?? emptyAccount(wanted), options)
  let last = JSON.stringify(current())
  return {
    method: 'accountNotification',
    onCommit(committed) {
      const account = current()
      const now = JSON.stringify(account)
      if (now === last) return undefined
      last = now
      return { result: { context: { slot: committed.slot }, value: account } }
    },
  }
}
