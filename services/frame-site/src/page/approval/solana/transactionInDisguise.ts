import {
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type ReadonlyUint8Array,
} from '@solana/kit'

/**
 * Whether bytes offered as a "message" would sign a transaction: a transaction message (legacy
 * or v0), whole or with bytes after it, or a whole wire transaction. Such a signature is a
 * transaction's, approved as a message: the frame refuses it (`solana_signMessage`).
 */
export function isTransactionInDisguise(bytes: ReadonlyUint8Array): boolean {
  const decodes = (decode: () => boolean) => {
    try {
      return decode()
    } catch {
      return false
    }
  }
  return (
    // A message with no signer pays no fee and is no transaction: random bytes rarely pass that.
    decodes(() => {
      const [message] = getCompiledTransactionMessageDecoder().read(bytes, 0)
      return message.header.numSignerAccounts > 0 && message.staticAccounts.length > 0
    }) || decodes(() => Object.keys(getTransactionDecoder().decode(bytes).signatures).length > 0)
  )
}
