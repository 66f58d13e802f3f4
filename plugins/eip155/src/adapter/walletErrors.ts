/** Spec §7: switching to a chain the wallet does not know answers 4902, 5000 or -32603. */
export const UNKNOWN_CHAIN_CODES: readonly number[] = [4902, 5000, -32603]

/** eth_sendTransaction is not available on this wallet: try wallet_sendTransaction instead. */
export const SEND_FALLBACK_CODES: readonly number[] = [4200, -32601]
