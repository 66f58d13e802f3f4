import type { Account } from '@latch/core'
import { hex } from '@scure/base'
import type { WalletAccount } from '@wallet-standard/base'

/** The purposes `bitcoin:connect` asks for (the Wallet Standard's and sats-connect's names). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** A Taproot address on any network (bech32m, witness v1): where ordinals live. */
const TAPROOT = /^(bc|tb|bcrt)1p/i

const accountType = (purpose: BitcoinAddressPurpose): Account['type'] =>
  purpose === 'payment' ? 'payment' : 'ordinal'

/**
 * The accounts a wallet's `bitcoin:connect({ purposes })` answered, as Latch accounts: type
 * `payment` or `ordinal` (spec §4: only payment accounts may become the active address, which the
 * core's switching rules enforce). Wallets answer one account per purpose, in the order asked;
 * one that answers otherwise has its accounts typed by address: Taproot ones are ordinals.
 *
 * @example
 * const { accounts } = await wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
 * toBitcoinAccounts(accounts, ['payment', 'ordinals']) // [{ type: 'payment', … }, { type: 'ordinal', … }]
 */
export function toBitcoinAccounts(
  accounts: readonly WalletAccount[],
  purposes: readonly BitcoinAddressPurpose[],
): Account[] {
  const inOrder = accounts.length === purposes.length
  return accounts.map((account, index) => {
    const purpose: BitcoinAddressPurpose =
      inOrder && purposes[index]
        ? purposes[index]
        : TAPROOT.test(account.address)
          ? 'ordinals'
          : 'payment'
    return {
      namespace: 'bip122',
      address: account.address,
      type: accountType(purpose),
      ...(account.publicKey.length > 0
        ? { publicKey: hex.encode(Uint8Array.from(account.publicKey)) }
        : {}),
    }
  })
}

/** The account that may be the active address: the first payment one (spec §6's preferred type). */
export function activeBitcoinAccount(accounts: readonly Account[]): Account | undefined {
  return accounts.find((account) => account.type === 'payment')
}
