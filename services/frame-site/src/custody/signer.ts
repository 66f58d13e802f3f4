import { bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deriveKeys, wipeKeys } from './accounts'
import { createEvmSigner, type EvmSigner } from './evmSigner'
import { createSolanaSigner, type SolanaSigner } from './solanaSigner'

/** Everything the frame signs with the wallet, the keys held only inside this closure. */
export interface Signer {
  readonly evm: Omit<EvmSigner, 'dispose'>
  readonly solana: Omit<SolanaSigner, 'dispose'>
  /** Forgets the keys (zeroing what can be zeroed); every later signature throws. */
  dispose(): void
}

/**
 * A signer for the wallet with this 32-byte entropy. The entropy stays the caller's (zero it when
 * done); the keys derived from it never leave the returned closures.
 */
export function createSigner(entropy: Uint8Array): Signer {
  const keys = deriveKeys(entropy)
  try {
    // viem keeps the EVM key as a hex string in the account's closure: strings cannot be erased,
    // so that copy lives until the garbage collector takes it after dispose().
    const evm = createEvmSigner(privateKeyToAccount(bytesToHex(keys.evmPrivateKey)))
    const solana = createSolanaSigner(keys.solanaSeed)
    return {
      evm: {
        address: evm.address,
        signMessage: evm.signMessage,
        signTypedData: evm.signTypedData,
        signTransaction: evm.signTransaction,
      },
      solana: {
        publicKey: solana.publicKey,
        signMessage: solana.signMessage,
        signTransaction: solana.signTransaction,
      },
      dispose: () => {
        evm.dispose()
        solana.dispose()
      },
    }
  } finally {
    // The signers hold their own copies; the derived bytes here are no longer needed.
    wipeKeys(keys)
  }
}
