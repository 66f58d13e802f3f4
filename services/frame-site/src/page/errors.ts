/**
 * An error the frame answers the host with: the message is the `_ERROR` reply's, and `code` (an
 * EIP-1193 / JSON-RPC code) goes with it, so the host maps 4001 to a rejection.
 */
export class FrameError extends Error {
  override readonly name = 'FrameError'
  readonly code: number | undefined
  constructor(message: string, code?: number) {
    super(message)
    this.code = code
  }
}

/** EIP-1193 4001: the person pressed Reject (or closed the approval). */
export const userRejected = () => new FrameError('User rejected the request.', 4001)
/** Spec §8: a method the app may not call. */
export const notAllowed = () => new FrameError('Requested RPC call is not allowed', 4200)
/** A request that needs the wallet before login (or after sign-out). */
export const notConnected = () => new FrameError('Not connected to email or social', 4100)
