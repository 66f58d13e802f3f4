import { describe, expect, it } from 'vitest'
import { solanaDevnet, solanaMainnet } from '../networks/solanaNetworks'
import { walletChainOf, walletSupports } from './walletChains'

describe('wallet chains', () => {
  it('names the known clusters as wallets do, others by CAIP-2 id', () => {
    expect(walletChainOf(solanaMainnet.caipNetworkId)).toBe('solana:mainnet')
    expect(walletChainOf(solanaDevnet.caipNetworkId)).toBe('solana:devnet')
    expect(walletChainOf('solana:9ZCKN5vFBL7Spj7dN5x35SWou4CZLDeh')).toBe(
      'solana:9ZCKN5vFBL7Spj7dN5x35SWou4CZLDeh',
    )
  })

  it('says whether a wallet signs on a network, by name or id', () => {
    expect(walletSupports(['solana:mainnet', 'solana:devnet'], solanaDevnet)).toBe(true)
    expect(walletSupports(['solana:mainnet'], solanaDevnet)).toBe(false)
    expect(walletSupports([solanaDevnet.caipNetworkId], solanaDevnet)).toBe(true)
    // A wallet that lists no Solana chain is taken at its word.
    expect(walletSupports(['bitcoin:mainnet'], solanaDevnet)).toBe(true)
  })
})
