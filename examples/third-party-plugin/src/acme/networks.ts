import type { Network } from '@latch/core'

/** The Acme chain's two networks (CAIP-2 `acme:<reference>`). Acme has no public RPC: its wallet answers everything. */
const acmeNetwork = (reference: string, name: string, testnet: boolean): Network => ({
  id: reference,
  name,
  caipNetworkId: `acme:${reference}`,
  chainNamespace: 'acme',
  nativeCurrency: { name: 'Acme', symbol: 'ACME', decimals: 6 },
  rpcUrls: { default: { http: [] } },
  testnet,
})

export const acmeMain = acmeNetwork('main', 'Acme Main', false)
export const acmeTest = acmeNetwork('test', 'Acme Test', true)

declare module '@latch/core' {
  interface LatchNamespaces {
    acme: true
  }
}
