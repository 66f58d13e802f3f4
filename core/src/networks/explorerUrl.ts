/**
 * A page of a network's block explorer: `path` joined to the explorer's path, its query kept
 * (`https://explorer.solana.com/?cluster=devnet` → `…/address/<a>?cluster=devnet`).
 *
 * @example
 * explorerUrl('https://etherscan.io', `address/${address}`)
 */
export function explorerUrl(explorer: string, path: string): string | undefined {
  try {
    const url = new URL(explorer)
    url.pathname = `${url.pathname.replace(/\/$/, '')}/${path}`
    return url.toString()
  } catch {
    return undefined // a network with an explorer that is no URL shows no link
  }
}
