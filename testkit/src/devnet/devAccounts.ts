import { bytesToHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

export interface DevnetAccount {
  address: `0x${string}`
  privateKey: `0x${string}`
}

/** anvil's (and Hardhat's) well-known development mnemonic. Never use it for real funds. */
export const devMnemonic = 'test test test test test test test test test test test junk'

const derived = new Map<string, DevnetAccount>()

/**
 * The first `count` accounts of `mnemonic` on the standard path m/44'/60'/0'/0/i: the same accounts
 * anvil funds when started with that mnemonic. Derivation costs ~20 ms per account, so results
 * are remembered for repeated devnet starts in one process.
 */
export function deriveDevAccounts(mnemonic: string, count: number): DevnetAccount[] {
  return Array.from({ length: count }, (_, addressIndex) => {
    const key = `${addressIndex}:${mnemonic}`
    let account = derived.get(key)
    if (!account) {
      const hdAccount = mnemonicToAccount(mnemonic, { addressIndex })
      const privateKey = hdAccount.getHdKey().privateKey
      if (!privateKey) throw new Error(`no private key derived for account ${addressIndex}`)
      account = { address: hdAccount.address, privateKey: bytesToHex(privateKey) }
      derived.set(key, account)
    }
    return account
  })
}
