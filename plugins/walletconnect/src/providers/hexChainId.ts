/** `eip155:8453` as EIP-1193 says a chain id: `0x2105`. */
export const hexChainId = (caipChainId: string) =>
  `0x${Number(caipChainId.split(':')[1]).toString(16)}`
