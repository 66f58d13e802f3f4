import { keccak256, toBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createEvmSigner } from './evmSigner'

// The EIP-712 specification's own example (eips.ethereum.org/EIPS/eip-712 and its test file
// assets/eip-712/Example.js): Cow's key is keccak256("cow"), and the spec prints the signature.
const cow = privateKeyToAccount(keccak256(toBytes('cow')))
const mail = JSON.stringify({
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 1,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
})

describe('createEvmSigner', () => {
  it("signs eth_signTypedData_v4 JSON exactly as EIP-712's worked example", async () => {
    const signer = createEvmSigner(cow)
    expect(signer.address).toBe('0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826')
    expect(await signer.signTypedData(mail)).toBe(
      '0x4355c47d63924e8a72e509b65029052eb6c299d53a04e167c5775fd466751c9d' +
        '07299936d304c153f6443dfa05f40ff007d72911b6f72307f996231605b91562' +
        '1c',
    )
  })

  it('does not hand out the account (which could sign bare hashes)', () => {
    const signer = createEvmSigner(cow)
    expect(Object.keys(signer).sort()).toEqual(
      ['address', 'dispose', 'signMessage', 'signTransaction', 'signTypedData'].sort(),
    )
  })
})
