import type { Network } from '@latch/core'
import { type Chain, defineChain } from 'viem'
import { describe, expect, it } from 'vitest'
import { supportedChains } from '../../scripts/supportedChains'
import * as networks from './networkData.generated'
import { toViemChain } from './toViemChain'

/**
 * viem's own chain as a Latch network presents it: viem's definition (contracts, formatters,
 * serializers, fees, block time…) with the network's name, currency, default RPC URLs, explorer and
 * testnet flag — what `toViemChain` returned while it imported `viem/chains`.
 */
const viemChainAsNetwork = (viemChain: Chain, network: Network): Chain =>
  defineChain({
    ...viemChain,
    id: network.id as number,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { ...viemChain.rpcUrls, default: network.rpcUrls.default },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    testnet: network.testnet ?? false,
  })

/** A chain without defineChain's `extend`, a new closure on every chain. */
const withoutExtend = ({ extend, ...chain }: Chain & { extend?: unknown }) => {
  expect(typeof extend).toBe('function')
  return chain
}

const byName: Record<string, unknown> = { ...networks }

describe('toViemChain of a network Latch ships', () => {
  it.each(Object.entries(supportedChains))(
    '%s is viem’s chain, the same code',
    (name, viemChain) => {
      const network = byName[name] as Network
      const chain = toViemChain(network)
      // Deep and strict: the same contracts and data, and the very same formatters, serializers and
      // fees functions as viem's definition (functions are equal only to themselves).
      expect(withoutExtend(chain)).toStrictEqual(
        withoutExtend(viemChainAsNetwork(viemChain, network)),
      )
    },
  )

  it('keeps viem’s code where viem defines it: OP Stack, Celo, ZKsync, Linea', () => {
    const { base, celo, linea, zksync, mainnet } = supportedChains
    const chainOf = (name: string) => toViemChain(byName[name] as Network)
    expect(chainOf('base').formatters).toBe(base.formatters)
    expect(chainOf('base').serializers).toBe(base.serializers)
    expect(chainOf('celo').fees).toBe(celo.fees)
    expect(chainOf('zksync').custom).toBe(zksync.custom)
    expect(chainOf('linea').fees).toBe(linea.fees)
    expect(chainOf('mainnet').formatters).toBe(mainnet.formatters)
    expect(mainnet.formatters).toBeUndefined()
  })
})
