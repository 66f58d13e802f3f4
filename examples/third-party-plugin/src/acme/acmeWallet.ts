/**
 * The Acme wallet, as a browser extension would give it to the page: one account, its balance in
 * micro-ACME, and the network it is on. Made-up chain, so the wallet lives in the page.
 */
export interface AcmeWallet {
  readonly address: string
  network: string
  balance: bigint
  /** Pays `amount` micro-ACME to the Acme foundation. */
  tip(amount: bigint): void
}

export function createAcmeWallet(): AcmeWallet {
  return {
    address: 'acme1qz7k3vd9x2lq8f5w4n6r0t3ys8ua5c2e9hmj7p',
    network: 'acme:main',
    balance: 100_000_000n,
    tip(amount) {
      if (amount > this.balance) throw new Error('Insufficient ACME')
      this.balance -= amount
    },
  }
}
