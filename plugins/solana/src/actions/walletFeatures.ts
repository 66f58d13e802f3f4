/** What every wallet request shares: the wallet's features, a missing one named, errors mapped. */
import { LatchError } from '@latch/core'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import { mapSolanaError } from './mapSolanaError'

type Features = SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

export const feature = <K extends keyof Features>(
  wallet: Wallet,
  name: K,
): Features[K] | undefined => (wallet.features as Partial<Features>)[name]

/** A wallet without the feature a request needs: named, before anything is asked. */
export const unsupported = (wallet: Wallet, what: string) =>
  new LatchError('UNSUPPORTED_METHOD', { rpcCode: 4200, details: `${wallet.name} cannot ${what}` })

/** Runs a step; what fails becomes a LatchError (rejection, funds, expired blockhash…). */
export async function mapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw mapSolanaError(error)
  }
}
