import { SigHash, Transaction } from '@scure/btc-signer'
import type { BitcoinKeyAccount } from './bitcoinAccounts'
import type { BitcoinSigHash } from './bitcoinFeatures'

const sigHashByName: Record<Exclude<BitcoinSigHash, number>, number> = {
  ALL: SigHash.ALL,
  NONE: SigHash.NONE,
  SINGLE: SigHash.SINGLE,
  'ALL|ANYONECANPAY': SigHash.ALL_ANYONECANPAY,
  'NONE|ANYONECANPAY': SigHash.NONE_ANYONECANPAY,
  'SINGLE|ANYONECANPAY': SigHash.SINGLE_ANYONECANPAY,
}

export interface PsbtSigning {
  account: BitcoinKeyAccount
  indexes: readonly number[]
  sigHash?: BitcoinSigHash | undefined
}

/**
 * Signs the PSBT's inputs at `indexes` with each account's key (btc-signer: P2WPKH, P2SH-P2WPKH,
 * and P2TR key path with the key tweaked as BIP-86 says). Throws when an index is out of range or
 * the input is not the account's to sign.
 */
export function signPsbt(psbt: Uint8Array, signings: readonly PsbtSigning[]): Transaction {
  const tx = Transaction.fromPSBT(psbt)
  for (const { account, indexes, sigHash } of signings) {
    const sighashType = typeof sigHash === 'string' ? sigHashByName[sigHash] : sigHash
    for (const index of indexes) {
      if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength) {
        throw new Error(`input ${index} is not in this transaction (${tx.inputsLength} inputs)`)
      }
      if (sighashType !== undefined) tx.updateInput(index, { sighashType })
      let signed: boolean
      try {
        signed = tx.signIdx(
          account.secretKey,
          index,
          sighashType === undefined ? undefined : [sighashType],
        )
      } catch (error) {
        throw new Error(
          `input ${index} cannot be signed by ${account.address}: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
      if (!signed) throw new Error(`input ${index} cannot be signed by ${account.address}`)
    }
  }
  return tx
}
