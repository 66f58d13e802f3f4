import {
  type BitcoinChain,
  type BitcoinTestWallet,
  type CreateBitcoinTestWalletOptions,
  createBitcoinTestWallet,
  type StartBitcoinChainOptions,
  startBitcoinChain,
} from '@latch/testkit'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import type { Wallet } from '@wallet-standard/base'
import { bitcoinRegtest, bitcoinTestnet } from '../networks/bitcoinNetworks'
import { type BitcoinStandardWallets, toBitcoinConnector } from '../wallets/bitcoinStandardWallets'

/** A page's wallets, fixed: what tests in Node hand the plugin instead of `@wallet-standard/app`. */
export function walletsOf(list: readonly Wallet[]): BitcoinStandardWallets {
  return {
    connectors: () => list.map(toBitcoinConnector),
    provider: (connectorId) => list.find((wallet) => wallet.name === connectorId),
    subscribe: () => () => {},
    destroy() {},
  }
}

/**
 * The local regtest chain, its network (first) and testnet (second, where the wallet says it signs
 * too: only a network to switch to), and new wallets with fresh keys whose payment account is
 * funded with `sats` in a mined block.
 */
export async function startLocalBitcoin(options: StartBitcoinChainOptions = {}) {
  const chain: BitcoinChain = await startBitcoinChain(options)
  const networks = [bitcoinRegtest(chain.url), bitcoinTestnet] as const
  const newWallet = async (
    sats = 0,
    options: Partial<CreateBitcoinTestWalletOptions> = {},
  ): Promise<BitcoinTestWallet> => {
    const wallet = createBitcoinTestWallet({
      paymentSecretKey: secp256k1.utils.randomSecretKey(),
      ordinalsSecretKey: secp256k1.utils.randomSecretKey(),
      esploraUrl: chain.url,
      chains: ['bitcoin:regtest', 'bitcoin:testnet'],
      ...options,
    })
    if (sats > 0) {
      await chain.fund(wallet.payment.address, sats)
      await chain.mine(1)
    }
    return wallet
  }
  return { chain, networks, newWallet, stop: () => chain.stop() }
}
