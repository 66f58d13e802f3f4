import type { CaipNetworkId } from '@latch/core'
import { bech32, bech32m } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { assertBitcoinAddress, isBitcoinAddress, parseBitcoinAddress } from './bitcoinAddress'

const mainnet = 'bip122:000000000019d6689c085ae165831e93' as CaipNetworkId
const testnet = 'bip122:000000000933ea01ad0ee984209779ba' as CaipNetworkId
const signet = 'bip122:00000008819873e925422c1ff0f99f7c' as CaipNetworkId
const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as CaipNetworkId

// Published vectors: BIP-173 (SegWit v0), BIP-86 (the first Taproot key-path receive address),
// the genesis block's coinbase address, the Bitcoin wiki's P2SH example. The testnet and regtest
// forms of the Base58 and BIP-173 ones were derived with bcoin, another implementation.
const vectors: Array<[CaipNetworkId, string, string]> = [
  [mainnet, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'p2pkh'],
  [mainnet, '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'p2sh'],
  [mainnet, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'p2wpkh'],
  [mainnet, 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'p2wpkh'],
  [mainnet, 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', 'p2wsh'],
  [mainnet, 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr', 'p2tr'],
  [testnet, 'mpXwg4jMtRhuSpVq4xS3HFHmCmWp9NyGKt', 'p2pkh'],
  [testnet, '2N9hLwkSqr1cPQAPxbrGVUjxyjD11G2e1he', 'p2sh'],
  [testnet, 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'p2wpkh'],
  [testnet, 'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy', 'p2wsh'],
  [signet, 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'p2wpkh'],
  [regtest, 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', 'p2wpkh'],
  [regtest, 'mpXwg4jMtRhuSpVq4xS3HFHmCmWp9NyGKt', 'p2pkh'],
  [regtest, '2N9hLwkSqr1cPQAPxbrGVUjxyjD11G2e1he', 'p2sh'],
]

describe('Bitcoin address validation', () => {
  it.each(vectors)('on %s, %s is %s', (network, address, type) => {
    expect(parseBitcoinAddress(address, network)?.type).toBe(type)
  })

  it('gives the output script the address pays to', () => {
    expect(
      parseBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', mainnet)?.script,
    ).toEqual(Uint8Array.from(Buffer.from('0014751e76e8199196d454941c45d1b3a323f1433bd6', 'hex')))
  })

  it.each<[CaipNetworkId, string]>([
    // Another network's addresses.
    [testnet, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    [testnet, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    [mainnet, 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
    [mainnet, 'mpXwg4jMtRhuSpVq4xS3HFHmCmWp9NyGKt'],
    [regtest, 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
    [testnet, 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'],
    // BIP-173's invalid vectors: unknown prefix, bad checksum, mixed case, zero padding.
    [mainnet, 'tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty'],
    [mainnet, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'],
    [testnet, 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7'],
    [mainnet, 'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du'],
    // A Base58 checksum broken, and things that are not addresses.
    [mainnet, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
    [mainnet, ''],
    [mainnet, '0x52908400098527886E0F7030069857D2E4169EE7'],
  ])('on %s, refuses %s', (network, address) => {
    expect(isBitcoinAddress(address, network)).toBe(false)
  })

  it('refuses a Taproot program under bech32 rather than bech32m (BIP-350)', () => {
    const valid = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'
    const { prefix, words } = bech32m.decode(valid as `${string}1${string}`)
    const wrongChecksum = bech32.encode(prefix, words)
    expect(wrongChecksum).not.toBe(valid)
    expect(isBitcoinAddress(wrongChecksum, mainnet)).toBe(false)
  })

  it('throws INVALID_ADDRESS with the address in its message', () => {
    expect(() => assertBitcoinAddress('bc1nope', mainnet)).toThrow(
      expect.objectContaining({ code: 'INVALID_ADDRESS', message: 'Address bc1nope is invalid' }),
    )
    expect(() => assertBitcoinAddress(undefined, regtest)).toThrow(
      expect.objectContaining({ code: 'INVALID_ADDRESS' }),
    )
    expect(assertBitcoinAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', regtest).type).toBe(
      'p2wpkh',
    )
  })
})
