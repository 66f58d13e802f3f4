import { createBitcoinTestWallet } from '@latch/testkit'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { verifyBitcoinMessage } from './verifyMessage'

const wallet = createBitcoinTestWallet({
  paymentSecretKey: secp256k1.utils.randomSecretKey(),
  ordinalsSecretKey: secp256k1.utils.randomSecretKey(),
  esploraUrl: 'http://127.0.0.1:9',
})

describe('verifyBitcoinMessage', () => {
  it('takes a BIP-322 signature for its address only, and nothing malformed', async () => {
    const {
      accounts: [payment],
    } = await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    const [signed] = await wallet.features['bitcoin:signMessage'].signMessage({
      account: payment!,
      message: new TextEncoder().encode('Hello'),
    })
    const signature = base64.encode(signed!.signature)
    expect(verifyBitcoinMessage(wallet.payment.address, 'Hello', signature)).toBe(true)
    expect(verifyBitcoinMessage(wallet.payment.address, 'Hello!', signature)).toBe(false)
    expect(verifyBitcoinMessage(wallet.ordinals.address, 'Hello', signature)).toBe(false)
    expect(verifyBitcoinMessage(wallet.payment.address, 'Hello', 'not base64')).toBe(false)
  })
})
