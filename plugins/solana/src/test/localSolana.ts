import {
  type CreateSolanaTestWalletOptions,
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaValidator,
  startSolanaValidator,
} from '@latch/testkit'
import type { Wallet } from '@wallet-standard/base'
import { defineSolanaNetwork } from '../networks/defineSolanaNetwork'
import { type StandardWallets, toConnector } from '../wallets/standardWallets'

/** A page's wallets, fixed: what tests in Node hand the plugin instead of `@wallet-standard/app`. */
export function walletsOf(list: readonly Wallet[]): StandardWallets {
  return {
    connectors: () => list.map(toConnector),
    provider: (connectorId) => list.find((wallet) => wallet.name === connectorId),
    subscribe: () => () => {},
    destroy() {},
  }
}

export const networkOf = (validator: SolanaValidator, name = 'Local Solana') =>
  defineSolanaNetwork({
    genesisHash: validator.genesisHash,
    name,
    rpcUrl: validator.rpcUrl,
    wsUrl: validator.wsUrl,
    testnet: true,
  })

/** Two local clusters (two networks) and a wallet holding dev accounts 0 and 1 of the first. */
export async function startLocalSolana() {
  const [first, second] = await Promise.all([
    startSolanaValidator(),
    startSolanaValidator({ cluster: 'latch-second' }),
  ])
  const networks = [networkOf(first), networkOf(second, 'Second Solana')] as const
  /** `quirks`: any of the test wallet's options, e.g. a quirk it replays. */
  const newWallet = (
    keys = [first.accounts[0]!.secretKey],
    quirks: Partial<CreateSolanaTestWalletOptions> = {},
  ): SolanaTestWallet =>
    createSolanaTestWallet({
      ...quirks,
      secretKeys: keys,
      chains: [
        { chainId: first.chainId, rpcUrl: first.rpcUrl },
        { chainId: second.chainId, rpcUrl: second.rpcUrl },
      ],
    })
  return {
    validator: first,
    second,
    networks,
    newWallet,
    stop: () => Promise.all([first.stop(), second.stop()]),
  }
}
