/** Chain RPC (spec §9): a method a namespace does not allow is refused after this delay. */

export const RPC_METHOD_NOT_ALLOWED_DELAY_MS = 300
