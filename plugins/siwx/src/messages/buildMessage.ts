import { LatchError } from '@latch/core'
import type { MessageFields } from './types'

/** The namespace's sign-in message; each builder loads with the first message of its namespace. */
export async function buildMessage(fields: MessageFields): Promise<string> {
  const namespace = fields.caipNetworkId.split(':')[0]
  if (namespace === 'eip155') return (await import('./evmMessage')).evmMessage(fields)
  if (namespace === 'solana') return (await import('./solanaMessage')).solanaMessage(fields)
  throw new LatchError('UNSUPPORTED_CHAIN', { details: `No sign-in message for ${namespace}` })
}
