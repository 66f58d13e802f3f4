import { IDENTITY_CACHE_MS, identityAnswer } from '../schemas'
import type { SendContext } from '../sendContext'
import { sendingAccount } from '../sendingAccount'

/**
 * The receiver's name and avatar (Data API identity as the sending account sees it, kept 5 min);
 * none when it has none or anything fails: it is only decoration, the send goes on without it.
 */
export async function receiverIdentity(
  context: Pick<SendContext, 'data' | 'log' | 'getState'>,
  address: string,
) {
  try {
    return await context.data.request({
      path: `/v1/identity/${encodeURIComponent(address)}`,
      query: { sender: sendingAccount(context.getState()).address },
      schema: identityAnswer,
      cacheLifetimeMs: IDENTITY_CACHE_MS,
    })
  } catch (error) {
    context.log.debug('send: no identity for the receiver', error)
    return undefined
  }
}
