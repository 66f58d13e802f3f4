import { LatchError } from '../errors/LatchError'
import { isOriginAllowed } from './allowList'
import { type FetchAllowedOriginsParameters, fetchAllowedOrigins } from './fetchAllowedOrigins'

export type OriginCheck =
  | { status: 'allowed'; origin: string }
  | { status: 'denied'; origin: string; error: LatchError<'INVALID_APP_CONFIGURATION'> }
  /** The allow list could not be read (rate limited, server error): nothing is blocked. */
  | { status: 'unverified'; origin: string; error: LatchError }

/**
 * Checks the page origin against the project's allowed origins and the defaults. A page that is
 * not allowed gets 'Invalid App Configuration'.
 */
export async function verifyOrigin(
  origin: string,
  parameters: FetchAllowedOriginsParameters,
): Promise<OriginCheck> {
  let allowedOrigins: string[]
  try {
    allowedOrigins = await fetchAllowedOrigins(parameters)
  } catch (error) {
    return { status: 'unverified', origin, error: error as LatchError }
  }
  if (isOriginAllowed(origin, allowedOrigins)) return { status: 'allowed', origin }
  return {
    status: 'denied',
    origin,
    error: new LatchError('INVALID_APP_CONFIGURATION', {
      details: `The origin ${origin} is not in the project's allowed origins`,
    }),
  }
}
