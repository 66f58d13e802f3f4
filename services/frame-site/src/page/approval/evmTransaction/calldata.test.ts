import { encodeFunctionData, erc20Abi, erc721Abi, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeTokenCall, tokenCallSection } from './calldata'

const ALICE = '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826'
const BOB = '0x1111111111111111111111111111111111111111'

describe('token calls', () => {
  it('names an ERC-20 transfer: recipient and amount', () => {
    const call = decodeTokenCall(
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 5n] }),
    )
    expect(call && tokenCallSection(call, false)).toEqual({
      heading: 'txCall',
      params: { name: 'transfer' },
      rows: [
        { label: 'callRecipient', value: BOB },
        { label: 'callAmount', value: '5' },
      ],
    })
  })

  it('reads transferFrom and approve as an NFT’s token id when the contract is ERC-721', () => {
    const data = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [ALICE, BOB, 42n],
    })
    const call = decodeTokenCall(data)
    expect(call && tokenCallSection(call, true).rows).toEqual([
      { label: 'callFrom', value: ALICE },
      { label: 'callRecipient', value: BOB },
      { label: 'callTokenId', value: '42' },
    ])
    const approve = decodeTokenCall(
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, maxUint256] }),
    )
    // An NFT's approve moves one token: no "unlimited" for a large token id.
    expect(approve && tokenCallSection(approve, true).rows[1]).toEqual({
      label: 'callTokenId',
      value: maxUint256.toString(),
    })
    expect(approve && tokenCallSection(approve, false).rows[1]).toMatchObject({
      warning: 'callUnlimitedWarning',
    })
  })

  it('names both safeTransferFrom forms, and approve(0) as a withdrawal', () => {
    const plain = decodeTokenCall(
      encodeFunctionData({
        abi: erc721Abi,
        functionName: 'safeTransferFrom',
        args: [ALICE, BOB, 7n],
      }),
    )
    expect(plain).toEqual({ name: 'safeTransferFrom', from: ALICE, to: BOB, tokenId: 7n })
    const withData = decodeTokenCall(
      encodeFunctionData({
        abi: erc721Abi,
        functionName: 'safeTransferFrom',
        args: [ALICE, BOB, 7n, '0xbeef'],
      }),
    )
    expect(withData).toMatchObject({ data: '0xbeef' })
    const revoke = decodeTokenCall(
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, 0n] }),
    )
    expect(revoke && tokenCallSection(revoke, false).rows[1]).toEqual({
      label: 'callAmount',
      value: '0',
      valueText: 'callRevokes',
    })
  })

  it('leaves calldata that is not in its canonical encoding, or not a token call, undecoded', () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [BOB, 5n],
    })
    // Trailing bytes, and an address word with dirty high bits (old compilers mask, new revert).
    expect(decodeTokenCall(`${transfer}00`)).toBeUndefined()
    expect(decodeTokenCall(`0x${transfer.slice(2, 10)}ff${transfer.slice(12)}`)).toBeUndefined()
    // A bool word that is neither 0 nor 1.
    const grant = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'setApprovalForAll',
      args: [BOB, true],
    })
    expect(decodeTokenCall(`0x${grant.slice(2, -2)}02`)).toBeUndefined()
    expect(
      decodeTokenCall(
        encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [BOB] }),
      ),
    ).toBeUndefined()
    expect(decodeTokenCall('0xdeadbeef')).toBeUndefined()
  })
})
