import { address, lamports } from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getMintSize,
  getTokenEncoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { LocalLedger } from '../ledger/localLedger'

export interface TestMintSpec {
  /** Base58 address of the mint account. */
  address: string
  decimals: number
  /** May mint more; the ledger's first dev account by default. */
  mintAuthority: string
  /** Each gets an associated token account holding `amountPerHolder` base units. */
  holders: readonly string[]
  amountPerHolder: bigint
}

/**
 * Writes an SPL Token mint and each holder's associated token account straight into the ledger,
 * as genesis would; the accounts are the ones the Token program itself makes, so transfers,
 * `mintTo` and `getTokenAccountsByOwner` see nothing unusual. Resolves to the holders' token
 * account addresses, in order.
 *
 * @example
 * const [aliceTokens] = await createTestMint(ledger, {
 *   address: mint.publicKey, decimals: 6, mintAuthority: alice.publicKey,
 *   holders: [alice.publicKey], amountPerHolder: 1_000_000_000_000n,
 * })
 */
export async function createTestMint(ledger: LocalLedger, spec: TestMintSpec): Promise<string[]> {
  const mint = address(spec.address)
  ledger.setAccount({
    address: mint,
    data: new Uint8Array(
      getMintEncoder().encode({
        mintAuthority: address(spec.mintAuthority),
        supply: spec.amountPerHolder * BigInt(spec.holders.length),
        decimals: spec.decimals,
        isInitialized: true,
        freezeAuthority: null,
      }),
    ),
    executable: false,
    lamports: lamports(ledger.minimumBalanceForRentExemption(getMintSize())),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    space: BigInt(getMintSize()),
  })
  const tokenAccountLamports = lamports(ledger.minimumBalanceForRentExemption(getTokenSize()))
  return Promise.all(
    spec.holders.map(async (holder) => {
      const owner = address(holder)
      const [tokenAccount] = await findAssociatedTokenPda({
        mint,
        owner,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      ledger.setAccount({
        address: tokenAccount,
        data: new Uint8Array(
          getTokenEncoder().encode({
            mint,
            owner,
            amount: spec.amountPerHolder,
            delegate: null,
            state: AccountState.Initialized,
            isNative: null,
            delegatedAmount: 0n,
            closeAuthority: null,
          }),
        ),
        executable: false,
        lamports: tokenAccountLamports,
        programAddress: TOKEN_PROGRAM_ADDRESS,
        space: BigInt(getTokenSize()),
      })
      return tokenAccount
    }),
  )
}
