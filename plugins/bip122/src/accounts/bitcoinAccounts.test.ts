import { createBitcoinTestWallet } from '@latch/testkit'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { describe, expect, it } from 'vitest'
import { activeBitcoinAccount, toBitcoinAccounts } from './bitcoinAccounts'

const newWallet = () =>
  createBitcoinTestWallet({
    paymentSecretKey: secp256k1.utils.randomSecretKey(),
    ordinalsSecretKey: secp256k1.utils.randomSecretKey(),
    esploraUrl: 'http://127.0.0.1:9', // connecting asks nothing of the chain
  })

describe('toBitcoinAccounts', () => {
  it('types the accounts bitcoin:connect answered by the purposes asked, in their order', async () => {
    const wallet = newWallet()
    const purposes = ['ordinals', 'payment'] as const
    const { accounts } = await wallet.features['bitcoin:connect'].connect({ purposes })
    const latchAccounts = toBitcoinAccounts(accounts, purposes)
    expect(latchAccounts).toEqual([
      {
        namespace: 'bip122',
        address: wallet.ordinals.address,
        type: 'ordinal',
        publicKey: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
      {
        namespace: 'bip122',
        address: wallet.payment.address,
        type: 'payment',
        publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/),
      },
    ])
    // Only a payment account may be the active address (spec §4).
    expect(activeBitcoinAccount(latchAccounts)?.address).toBe(wallet.payment.address)
    expect(activeBitcoinAccount(latchAccounts.filter((a) => a.type === 'ordinal'))).toBeUndefined()
  })

  it('types by address a wallet that answers other than one account per purpose', async () => {
    const wallet = newWallet()
    const { accounts } = await wallet.features['bitcoin:connect'].connect()
    expect(toBitcoinAccounts(accounts, ['payment']).map((account) => account.type)).toEqual([
      'payment',
      'ordinal',
    ])
  })
})
