import { describe, expect, it } from 'vitest'
import { supportedChains } from '../../scripts/supportedChains'
import { toViemChainData } from '../../scripts/toViemChainData'
import * as generatedModule from './networkData.generated'
import { NETWORK_IMAGE_IDS } from './networkImageIds'
import { toLatchNetwork } from './toLatchNetwork'
import { viemChainData } from './viemChainData.generated'

// The generated data is viem's chain definitions as Latch networks, and what they add to them (for
// toViemChain). When viem changes (or a chain is added), regenerate as the generator's header says:
// node --conditions=@latch/source --import tsx plugins/eip155/scripts/generateNetworks.ts
const generated: Record<string, unknown> = { ...generatedModule }

describe('generated network data', () => {
  it.each(Object.entries(supportedChains))('%s matches viem', (name, chain) => {
    const expected = toLatchNetwork(chain, {
      imageId: NETWORK_IMAGE_IDS[chain.id as keyof typeof NETWORK_IMAGE_IDS],
    })
    expect(generated[name]).toEqual(expected)
  })

  it('lists them all in eip155Networks, Ethereum first', () => {
    expect(generated.eip155Networks).toEqual(
      Object.keys(supportedChains).map((name) => generated[name]),
    )
  })

  it('has exactly the supported chains', () => {
    const networks = Object.keys(generated).filter((name) => name !== 'eip155Networks')
    expect(networks.sort()).toEqual(Object.keys(supportedChains).sort())
  })

  it.each(Object.entries(supportedChains))('%s: what viem adds matches viem', (name, chain) => {
    expect(viemChainData[chain.id]).toEqual(toViemChainData(name, chain))
  })

  it('has what viem adds for exactly the supported chains, with their families', () => {
    const ids = Object.values(supportedChains).map((chain) => String(chain.id))
    expect(Object.keys(viemChainData).sort()).toEqual(ids.sort())
    const families = Object.fromEntries(
      Object.entries(supportedChains).map(([name, chain]) => [
        name,
        viemChainData[chain.id]?.family,
      ]),
    )
    expect(families).toMatchObject({
      mainnet: undefined,
      base: 'op-stack',
      celo: 'celo',
      zksync: 'zksync',
      linea: 'linea',
    })
  })
})
