/** An error the API answers with: `{ error: { code, message } }` and `status`. */
export class AuthError extends Error {
  override readonly name = 'AuthError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra response headers (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** Every message the API sends, in one place (the spec's where it has one). */
export const messages = {
  invalidEmail: 'Invalid email',
  required: 'Required',
  /**
   * Spec §8's 'Expected X received Y', no comma: the text of `@latch/core`'s
   * `validationMessages.expected`, written here until this package depends on the core.
   */
  expected: (expected: string, received: string) => `Expected ${expected} received ${received}`,
  invalidJson: 'Invalid JSON',
  bodyTooLarge: 'Request body too large',
  unsupportedMediaType: 'Content-Type must be application/json',
  unsupportedFormType: 'Content-Type must be application/x-www-form-urlencoded',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  originNotAllowed: 'Origin not allowed',
  shareNeedsFrameOrigin: 'The auth share is released only to the frame origin',
  rateLimited: 'Rate limited',
  cooldown: (seconds: number) => `Please try again after ${seconds} seconds`,
  invalidOtp: 'Invalid OTP',
  otpExpired: 'OTP expired',
  tooManyAttempts: 'Too many attempts',
  deviceNotApproved: 'Device not approved yet',
  missingToken: 'Missing session token',
  invalidSession: 'Invalid session',
  sessionExpired: 'Session expired',
  staleShareVersion: (stored: number) => `Share version must be greater than ${stored}`,
  noShare: 'No auth share stored',
  emailInUse: 'Email already in use',
  sameEmail: 'The new email is the current one',
  noEmailUpdate: 'No email change in progress',
  mailFailed: 'Could not send the mail; try again later',
  internal: 'Something went wrong',
} as const
