import { address, lamports } from '@solana/kit'
import type { LocalLedger } from '../ledger/localLedger'

const SYSTEM_PROGRAM_ADDRESS = address('11111111111111111111111111111111')

/**
 * Gives each address a plain system account holding `amount` lamports, as genesis would: no
 * transaction, no fee, no block.
 *
 * @example
 * fundAccounts(ledger, [alice.publicKey, bob.publicKey], 1_000_000_000_000n)
 */
export function fundAccounts(ledger: LocalLedger, owners: readonly string[], amount: bigint): void {
  for (const owner of owners) {
    ledger.setAccount({
      address: address(owner),
      data: new Uint8Array(),
      executable: false,
      lamports: lamports(amount),
      programAddress: SYSTEM_PROGRAM_ADDRESS,
      space: 0n,
    })
  }
}
