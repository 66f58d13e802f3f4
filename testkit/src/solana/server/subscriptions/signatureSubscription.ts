import { z } from 'zod'
import type { LocalLedger, SignatureStatus } from '../../ledger/localLedger'
import { commitmentConfig, parseParams } from '../../rpc/params'
import type { Notification, Subscription } from './subscription'

// Built once: zod compiles a schema on first use, too slow to redo per call.
const signatureSubscribeParams = z.tuple([
  z.string(),
  commitmentConfig.extend({ enableReceivedNotification: z.boolean().optional() }).nullish(),
])

const landed = (status: SignatureStatus): Notification => ({
  result: { context: { slot: status.slot }, value: { err: status.err } },
  last: true,
})

/**
 * `signatureSubscribe`: one notification when the transaction lands (at once if it has), which is
 * how web3.js `confirmTransaction` learns of it. Every block is final, so any commitment is met.
 *
 * @example
 * signatureSubscription(['5VERv8…', { commitment: 'confirmed' }], ledger)
 * // notifies { context: { slot: 4 }, value: { err: null } }
 */
export function signatureSubscription(params: unknown, ledger: LocalLedger): Subscription {
  const [signature] = parseParams(signatureSubscribeParams, params)
  const status = ledger.signatureStatus(signature)
  return {
    method: 'signatureNotification',
    ...(status ? { now: landed(status) } : {}),
    onCommit: (committed) => (committed.signature === signature ? landed(committed) : undefined),
  }
}
