import type { ChainConfig } from 'viem'
import { chainConfig as celo } from 'viem/celo'
import { linea } from 'viem/linea'
import { chainConfig as opStack } from 'viem/op-stack'
import { chainConfig as zksync } from 'viem/zksync'

/**
 * The code viem gives a family of chains (formatters, serializers, fees), taken from viem's own
 * entries: a supported chain of a family is the family's config plus its generated data, the way
 * viem defines it (`defineChain({ ...chainConfig, ... })`). These entries, not `viem/chains`: that
 * barrel's graph reaches viem's Tempo chains and `node:worker_threads`, which every app bundler
 * warns about. viem exports no Linea config; its Linea chain carries the fees.
 */
export const viemChainFamilies = {
  'op-stack': opStack,
  celo,
  zksync,
  linea: { fees: linea.fees },
} as const satisfies Record<string, ChainConfig>

/** A family of chains whose code viem defines once (OP Stack, Celo, ZKsync, Linea). */
export type ViemChainFamily = keyof typeof viemChainFamilies
