import { describe, expect, it } from 'vitest'
import * as generatedModule from './networkData.generated'
import { NETWORK_IMAGE_IDS } from './networkImageIds'
import { supportedChains } from './supportedChains'
import { toLatchNetwork } from './toLatchNetwork'

// The generated data is viem's chain definitions as Latch networks. When viem changes (or a chain is
// added), regenerate: node --conditions=@latch/source --import tsx plugins/eip155/scripts/generateNetworks.ts
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
})
