import { SiwxError } from '../../errors'
import type { MessageSettings } from '../siwxContext'

/**
 * The site a message signs in to: the app's domain and URI, else the page's (its origin's host
 * and the origin); on a server without them 'A problem occurred while trying initialize
 * authentication'.
 */
export function siteOf(
  settings: Pick<MessageSettings, 'domain' | 'uri'>,
  origin: string | undefined,
): { domain: string; uri: string } {
  const domain = settings.domain ?? (origin ? new URL(origin).host : undefined)
  const uri = settings.uri ?? origin ?? (domain ? `https://${domain}` : undefined)
  if (!domain || !uri) {
    throw new SiwxError('AUTHENTICATION_INIT_FAILED', {
      details: 'No page to sign in to: pass siwx({ domain, uri }) on a server',
    })
  }
  return { domain, uri }
}
