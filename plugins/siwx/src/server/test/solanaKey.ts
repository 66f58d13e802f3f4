import { generateKeyPairSync, sign } from 'node:crypto'
import bs58 from 'bs58'

/** An ed25519 key as a Solana account: its base58 address and a signer of UTF-8 text (base58). */
export function solanaKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url')
  return {
    address: bs58.encode(raw),
    sign: (text: string) => bs58.encode(sign(null, Buffer.from(text, 'utf8'), privateKey)),
  }
}
