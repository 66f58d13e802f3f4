import type { Chain } from 'viem'
import type { ViemChainData } from '../src/networks/viemChainData'
import { type ViemChainFamily, viemChainFamilies } from '../src/networks/viemChainFamilies'

/** Whether a chain field is code (formatters, serializers, fees…), not data. */
const carriesCode = (value: unknown): boolean =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && Object.values(value).some(carriesCode))

/** The fields of a chain (or a family's config) that are code, `extend` aside (defineChain adds it). */
const codeOf = (chain: object): Map<string, unknown> =>
  new Map(
    Object.entries(chain).filter(
      ([key, value]) => key !== 'extend' && value !== undefined && carriesCode(value),
    ),
  )

const sameCode = (a: Map<string, unknown>, b: Map<string, unknown>) =>
  a.size === b.size && [...a].every(([key, value]) => b.get(key) === value)

/**
 * The family whose code a viem chain carries, the very same functions; throws when its code is no
 * family's (viem gave it its own fees, say), since `toViemChain` would lose it.
 */
function familyOf(name: string, chain: Chain): ViemChainFamily | undefined {
  const code = codeOf(chain)
  if (code.size === 0) return undefined
  const families = Object.entries(viemChainFamilies) as [ViemChainFamily, object][]
  const family = families.find(([, config]) => sameCode(code, codeOf(config)))
  if (!family) {
    throw new Error(
      `viem's ${name} carries code (${[...code.keys()].join(', ')}) of no family in src/networks/viemChainFamilies.ts`,
    )
  }
  return family[0]
}

/**
 * What viem's definition of a supported chain adds to its Latch network, as data `toViemChain`
 * ships instead of importing `viem/chains`: its family and its data fields, less those the network
 * carries (id, name, currency, default RPC URLs, testnet flag).
 *
 * @example
 * toViemChainData('base', base) // { family: 'op-stack', chain: { blockTime: 2000, contracts: {…}, sourceId: 1, … } }
 */
export function toViemChainData(name: string, chain: Chain): ViemChainData {
  const { id, name: _name, nativeCurrency, testnet, rpcUrls, ...rest } = chain
  const { default: _default, ...otherRpcUrls } = rpcUrls
  const data = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined && !carriesCode(value)),
  ) as ViemChainData['chain']
  const family = familyOf(name, chain)
  return {
    ...(family ? { family } : {}),
    chain: { ...data, ...(Object.keys(otherRpcUrls).length > 0 ? { rpcUrls: otherRpcUrls } : {}) },
  }
}
