/** Whether two addresses are the same account: EVM without case, base58 exactly. */
export const sameAddress = (a: string, b: string): boolean =>
  a.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b
