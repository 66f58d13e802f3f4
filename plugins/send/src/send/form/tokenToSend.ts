import type { ChainNamespace, TokenBalance } from '@latch/core'
import { SendError } from '../../errors'
import type { SendState } from '../../state'
import { isNative } from '../amounts'

/**
 * The token to send: the picked one; on Solana SOL when none is picked; else 'A token is required'
 * (spec §8: an EVM send needs a token).
 */
export function tokenToSend(send: SendState, namespace: ChainNamespace): TokenBalance {
  if (send.token) return send.token
  const native = namespace === 'solana' ? send.tokenBalances.find(isNative) : undefined
  if (native) return native
  throw new SendError('SEND_TOKEN_REQUIRED')
}
