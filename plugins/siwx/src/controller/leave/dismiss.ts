import type { SiwxContext } from '../siwxContext'
import { cancel } from './cancel'

/**
 * The modal was closed on the sign view: as Cancel while a sign-in was asked for; nothing when
 * none was, or when it could not start (that failure already disconnected).
 */
export async function dismiss(context: SiwxContext): Promise<void> {
  const { request } = context.own()
  if (request.status === 'idle') return
  if (request.status === 'failed' && request.error.code === 'AUTHENTICATION_INIT_FAILED') return
  await cancel(context)
}
