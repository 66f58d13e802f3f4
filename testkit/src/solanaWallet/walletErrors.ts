/**
 * The errors a user "causes" in the test wallet. Wallet Standard names no error type, so these
 * follow what browser wallets throw: a readable `message`, a distinct `name`, and the EIP-1193
 * `code` (4001 rejected, 4100 unauthorised) that Solana wallets such as Phantom also use.
 */

/** The user clicked Reject in the wallet's prompt. */
export class WalletRejectedError extends Error {
  override readonly name = 'WalletRejectedError'
  readonly code = 4001

  constructor() {
    super('User rejected the request.')
  }
}

/** The wallet is locked: it shows no account and asks for its password first. */
export class WalletLockedError extends Error {
  override readonly name = 'WalletLockedError'
  readonly code = 4100

  constructor() {
    super('The wallet is locked: unlock it before connecting or signing.')
  }
}

/** The app asked for an account the wallet does not show it (not connected, or not held). */
export class WalletAccountError extends Error {
  override readonly name = 'WalletAccountError'
  readonly code = 4100
}

/**
 * A text-only wallet (the `utf8MessagesOnly` quirk) was asked to sign bytes that are not UTF-8.
 * Wallets say so with their own words and codes; this one uses JSON-RPC's invalid params.
 */
export class WalletMessageNotTextError extends Error {
  override readonly name = 'WalletMessageNotTextError'
  readonly code = -32602

  constructor() {
    super('Invalid message: only UTF-8 text can be signed.')
  }
}
