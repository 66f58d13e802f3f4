import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  getMint,
} from '@solana/spl-token'
import { type Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'

/** A transfer of SOL, or of an SPL token when `mint` is set; `value` in base units. */
export interface SolanaTransfer {
  from: string
  to: string
  value: bigint
  /** The SPL token's mint (base58); absent for SOL. */
  mint?: string | undefined
}

/**
 * The transaction of a transfer, its fee payer the sender, on a fresh blockhash. An SPL transfer
 * creates the receiver's associated token account when it is missing (idempotent: nothing happens
 * when it exists) and checks the mint's decimals on chain (transferChecked), on the token program
 * that owns the mint (SPL Token or Token-2022).
 */
export async function buildTransfer(
  connection: Connection,
  transfer: SolanaTransfer,
): Promise<{ transaction: Transaction; lastValidBlockHeight: number }> {
  const from = new PublicKey(transfer.from)
  const to = new PublicKey(transfer.to)
  const transaction = new Transaction()
  if (transfer.mint === undefined) {
    transaction.add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: transfer.value }),
    )
  } else {
    const mint = new PublicKey(transfer.mint)
    const mintAccount = await connection.getAccountInfo(mint)
    if (!mintAccount) throw new Error(`No token mint at ${transfer.mint}`)
    const programId = mintAccount.owner
    const { decimals } = await getMint(connection, mint, undefined, programId)
    const source = getAssociatedTokenAddressSync(mint, from, true, programId)
    const destination = getAssociatedTokenAddressSync(mint, to, true, programId)
    transaction.add(
      createAssociatedTokenAccountIdempotentInstruction(from, destination, to, mint, programId),
      createTransferCheckedInstruction(
        source,
        mint,
        destination,
        from,
        transfer.value,
        decimals,
        [],
        programId,
      ),
    )
  }
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  transaction.recentBlockhash = blockhash
  transaction.feePayer = from
  return { transaction, lastValidBlockHeight }
}
