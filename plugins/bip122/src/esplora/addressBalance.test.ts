import { type BitcoinChain, createBitcoinTestWallet, startBitcoinChain } from '@latch/testkit'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchAddressBalance } from './addressBalance'

describe('fetchAddressBalance on the local chain', () => {
  let chain: BitcoinChain
  const newAddress = () =>
    createBitcoinTestWallet({
      paymentSecretKey: secp256k1.utils.randomSecretKey(),
      ordinalsSecretKey: secp256k1.utils.randomSecretKey(),
      esploraUrl: chain.url,
    })

  beforeAll(async () => {
    chain = await startBitcoinChain()
  })
  afterAll(() => chain?.stop())

  it('counts unconfirmed payments at once, then confirmed ones; payment and ordinals alike', async () => {
    const wallet = newAddress()
    for (const address of [wallet.payment.address, wallet.ordinals.address]) {
      expect(await fetchAddressBalance(chain.url, address)).toEqual({
        value: 0n,
        decimals: 8,
        symbol: 'BTC',
      })
      await chain.fund(address, 120_000)
      expect((await fetchAddressBalance(chain.url, address)).value).toBe(120_000n)
      await chain.fund(address, 5_000)
      await chain.mine(1)
      expect((await fetchAddressBalance(chain.url, address)).value).toBe(125_000n)
    }
  })

  it('fails with TOKEN_BALANCE_UNAVAILABLE when the API refuses the address or is down', async () => {
    await expect(
      fetchAddressBalance(chain.url, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'),
    ).rejects.toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
      message: 'Token Balance Unavailable',
    })
    await expect(
      fetchAddressBalance('http://127.0.0.1:9', newAddress().payment.address),
    ).rejects.toMatchObject({ code: 'TOKEN_BALANCE_UNAVAILABLE' })
  })
})
