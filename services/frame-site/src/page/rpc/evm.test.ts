import { base58 } from '@scure/base'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  formatEther,
  formatGwei,
  maxUint160,
  maxUint256,
  parseTransaction,
  recoverTransactionAddress,
  verifyTypedData,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { createSecret, createSigner } from '../../custody/index'
import type { ApprovalRow, ApprovalView } from '../approval/view'
import { fakeEvmNode, GWEI } from '../test/evmNode'
import type { UnlockedWallet } from '../wallet'
import { createRpcHandler, type RpcOptions } from './index'

const CHAIN = 31337
const SPENDER: Address = '0x1111111111111111111111111111111111111111'
const TOKEN: Address = '0x2222222222222222222222222222222222222222'
const PERMIT2: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

function setup(node = fakeEvmNode(), more: Partial<RpcOptions> = {}) {
  const signer = createSigner(createSecret())
  const wallet: UnlockedWallet = {
    user: { id: 'u', email: 'ada@example.com' },
    evmAddress: signer.evm.address,
    solanaAddress: base58.encode(signer.solana.publicKey),
    signer,
  }
  const rpc = createRpcHandler({
    wallet: async () => wallet,
    evmRpcUrl: (chainId) => `http://gateway/v1/?chainId=eip155:${chainId}&projectId=p`,
    solanaRpcUrl: () => undefined,
    currentEvmChain: () => CHAIN,
    currentSolanaChain: () => undefined,
    fetch: node.fetch,
    ...more,
  })
  const shown: ApprovalView[] = []
  /** The node's calls made before the person was asked. */
  const before: string[][] = []
  const approve = async (view: ApprovalView) => {
    shown.push(view)
    before.push([...node.methods])
  }
  const signTypedData = (typedData: unknown) =>
    rpc(
      { method: 'eth_signTypedData_v4', params: [wallet.evmAddress, JSON.stringify(typedData)] },
      approve,
    ) as Promise<`0x${string}`>
  const send = (transaction: Record<string, unknown>) =>
    rpc(
      { method: 'eth_sendTransaction', params: [{ from: wallet.evmAddress, ...transaction }] },
      approve,
    )
  return { rpc, wallet, node, shown, before, approve, signTypedData, send }
}

/** Every row of the approval, its sections' too. */
const allRows = (view: ApprovalView | undefined): ApprovalRow[] => [
  ...(view?.rows ?? []),
  ...(view?.sections ?? []).flatMap((section) => section.rows),
]
const rowOf = (view: ApprovalView | undefined, label: string) =>
  allRows(view).find((row) => row.label === label)

const domain = (verifyingContract: Address, name = 'Token') => ({
  name,
  version: '1',
  chainId: CHAIN,
  verifyingContract,
})
const EIP712_DOMAIN = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
]

describe('eth_signTypedData_v4 (issue 32, High 4: the message is shown)', () => {
  it('names an EIP-2612 Permit: spender, token, amount and deadline; an unlimited amount flagged', async () => {
    const { signTypedData, shown, wallet } = setup()
    const permit = {
      types: {
        EIP712Domain: EIP712_DOMAIN,
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      domain: domain(TOKEN),
      message: {
        owner: wallet.evmAddress,
        spender: SPENDER,
        value: maxUint256.toString(),
        nonce: 0,
        deadline: 1_800_000_000,
      },
    }
    const signature = await signTypedData(permit)
    expect(shown[0]?.rows.slice(0, 5)).toEqual([
      { label: 'permitKind', value: '', valueText: 'permitEip2612' },
      { label: 'permitSpender', value: SPENDER },
      { label: 'permitToken', value: TOKEN },
      {
        label: 'permitAmount',
        value: maxUint256.toString(),
        valueText: 'permitUnlimited',
        warning: 'permitUnlimitedWarning',
      },
      { label: 'permitDeadline', value: '2027-01-15 08:00:00 UTC' },
    ])
    // The app's own typed data verifies: what was checked and shown is what the app asked for.
    const { EIP712Domain: _, ...types } = permit.types
    expect(
      await verifyTypedData({ address: wallet.evmAddress, ...permit, types, signature } as never),
    ).toBe(true)
  })

  it('names a Permit2 PermitSingle: spender, token, uint160-max amount flagged, expiry, deadline', async () => {
    const { signTypedData, shown } = setup()
    await signTypedData({
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        PermitSingle: [
          { name: 'details', type: 'PermitDetails' },
          { name: 'spender', type: 'address' },
          { name: 'sigDeadline', type: 'uint256' },
        ],
        PermitDetails: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint160' },
          { name: 'expiration', type: 'uint48' },
          { name: 'nonce', type: 'uint48' },
        ],
      },
      primaryType: 'PermitSingle',
      domain: { name: 'Permit2', chainId: CHAIN, verifyingContract: PERMIT2 },
      message: {
        details: {
          token: TOKEN,
          amount: maxUint160.toString(),
          expiration: 1_900_000_000,
          nonce: 0,
        },
        spender: SPENDER,
        sigDeadline: '1800000000',
      },
    })
    expect(shown[0]?.rows.slice(0, 6)).toEqual([
      { label: 'permitKind', value: '', valueText: 'permit2Single' },
      { label: 'permitSpender', value: SPENDER },
      { label: 'permitToken', value: TOKEN },
      {
        label: 'permitAmount',
        value: maxUint160.toString(),
        valueText: 'permitUnlimited',
        warning: 'permitUnlimitedWarning',
      },
      { label: 'permitExpiration', value: '2030-03-17 17:46:40 UTC' },
      { label: 'permitDeadline', value: '2027-01-15 08:00:00 UTC' },
    ])
  })

  it('refuses a domain of another chain before anything is shown, and signs nothing', async () => {
    const { signTypedData, shown } = setup()
    await expect(
      signTypedData({
        types: { EIP712Domain: EIP712_DOMAIN, Mail: [{ name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        domain: { ...domain(TOKEN), chainId: 1 },
        message: { contents: 'hi' },
      }),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('chain 1') })
    expect(shown).toEqual([])
  })

  it('shows nested structs field by field, a section per struct', async () => {
    const { signTypedData, shown } = setup()
    const alice = '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826'
    const bob = '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB'
    await signTypedData({
      types: {
        EIP712Domain: EIP712_DOMAIN,
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person[]' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      domain: domain(TOKEN, 'Ether Mail'),
      message: {
        from: { name: 'Cow', wallet: alice },
        to: [{ name: 'Bob', wallet: bob }],
        contents: 'Hello, Bob!',
      },
    })
    expect(shown[0]?.sections).toEqual([
      {
        heading: 'typedDataMessage',
        params: { type: 'Mail' },
        rows: [
          { label: 'typedDataField', field: 'from', value: 'Person', valueText: 'typedDataBelow' },
          {
            label: 'typedDataField',
            field: 'to[0]',
            value: 'Person',
            valueText: 'typedDataBelow',
          },
          { label: 'typedDataField', field: 'contents', value: 'Hello, Bob!' },
        ],
      },
      {
        heading: 'typedDataStruct',
        params: { path: 'from', type: 'Person' },
        rows: [
          { label: 'typedDataField', field: 'name', value: 'Cow' },
          { label: 'typedDataField', field: 'wallet', value: alice },
        ],
      },
      {
        heading: 'typedDataStruct',
        params: { path: 'to[0]', type: 'Person' },
        rows: [
          { label: 'typedDataField', field: 'name', value: 'Bob' },
          { label: 'typedDataField', field: 'wallet', value: bob },
        ],
      },
    ])
  })

  it('refuses what would be shown but not signed: a field outside its type, a domain field outside the domain type', async () => {
    const { signTypedData, shown } = setup()
    const mail = {
      types: { EIP712Domain: EIP712_DOMAIN, Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: domain(TOKEN),
      message: { contents: 'hi' },
    }
    await expect(
      signTypedData({ ...mail, message: { contents: 'hi', amount: '1' } }),
    ).rejects.toMatchObject({ code: -32602 })
    // chainId in the domain but not in its type: it would be shown, yet the signature would hold
    // on every chain.
    await expect(
      signTypedData({
        ...mail,
        types: { ...mail.types, EIP712Domain: EIP712_DOMAIN.filter((f) => f.name !== 'chainId') },
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(signTypedData({ ...mail, primaryType: 'Letter' })).rejects.toMatchObject({
      code: -32602,
    })
    expect(shown).toEqual([])
  })
})

describe('eth_sendTransaction (issue 32, M5: calldata named, gas and fees the frame’s own)', () => {
  const approveUnlimited = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [SPENDER, maxUint256],
  })

  it('names an ERC-20 approve and flags an unlimited amount', async () => {
    const { send, shown } = setup()
    await send({ to: TOKEN, data: approveUnlimited })
    expect(shown[0]?.sections).toEqual([
      {
        heading: 'txCall',
        params: { name: 'approve' },
        rows: [
          { label: 'callSpender', value: SPENDER },
          {
            label: 'callAmount',
            value: maxUint256.toString(),
            valueText: 'callUnlimited',
            warning: 'callUnlimitedWarning',
          },
        ],
      },
    ])
  })

  it('flags setApprovalForAll(true) on an ERC-721 collection', async () => {
    const { send, shown } = setup(fakeEvmNode({ erc721: true }))
    await send({
      to: TOKEN,
      data: encodeFunctionData({
        abi: erc721Abi,
        functionName: 'setApprovalForAll',
        args: [SPENDER, true],
      }),
    })
    expect(rowOf(shown[0], 'callAllowed')).toEqual({
      label: 'callAllowed',
      value: 'true',
      valueText: 'callAllTokens',
      warning: 'callAllTokensWarning',
    })
  })

  it('keeps unknown calldata as hex, marked as not decoded', async () => {
    const { send, shown } = setup()
    await send({ to: TOKEN, data: '0xdeadbeef00' })
    expect(rowOf(shown[0], 'data')).toEqual({
      label: 'data',
      value: '0xdeadbeef00',
      warning: 'txNotDecoded',
    })
    expect(shown[0]?.sections).toBeUndefined()
  })

  it('refuses a host maxFeePerGas 100× the frame’s estimate before the approval, and sends nothing', async () => {
    const { send, shown, node } = setup()
    // The frame's estimate: base fee 10 gwei × 1.2 + 2 gwei priority = 14 gwei.
    await expect(
      send({ to: SPENDER, value: '0x1', maxFeePerGas: `0x${(1400n * GWEI).toString(16)}` }),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('3×') })
    await expect(
      send({ to: SPENDER, value: '0x1', gas: `0x${(100n * 50_000n).toString(16)}` }),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('gas limit') })
    expect(shown).toEqual([])
    expect(node.sent).toEqual([])
  })

  it('estimates in the frame before the approval, and signs exactly the fields approved', async () => {
    const { send, shown, before, node, wallet } = setup()
    const hash = await send({ to: TOKEN, data: approveUnlimited, value: '0x0' })
    // Everything the approval shows was known before the person was asked.
    expect(before[0]).toEqual(
      expect.arrayContaining([
        'eth_getTransactionCount',
        'eth_estimateGas',
        'eth_getBlockByNumber',
      ]),
    )
    expect(node.methods.slice(before[0]?.length)).toEqual(['eth_sendRawTransaction'])
    expect(node.sent).toHaveLength(1)
    const raw = node.sent[0]!
    const signed = parseTransaction(raw)
    const view = shown[0]
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(
      wallet.evmAddress,
    )
    expect(signed).toMatchObject({
      type: 'eip1559',
      chainId: CHAIN,
      to: TOKEN.toLowerCase(),
      data: approveUnlimited,
    })
    expect(rowOf(view, 'to')?.value).toBe(TOKEN)
    expect(rowOf(view, 'data')?.value).toBe(signed.data)
    expect(rowOf(view, 'value')?.value).toBe(formatEther(signed.value ?? 0n))
    expect(rowOf(view, 'network')?.value).toBe(`eip155:${signed.chainId}`)
    expect(rowOf(view, 'txNonce')).toEqual({ label: 'txNonce', value: String(signed.nonce) })
    expect(rowOf(view, 'txGasLimit')?.value).toBe(String(signed.gas))
    expect(rowOf(view, 'txMaxFeePerGas')?.value).toBe(formatGwei(signed.maxFeePerGas ?? 0n))
    expect(rowOf(view, 'txPriorityFeePerGas')?.value).toBe(
      formatGwei(signed.maxPriorityFeePerGas ?? 0n),
    )
    expect(rowOf(view, 'txMaxNetworkFee')?.value).toBe(
      formatEther((signed.gas ?? 0n) * (signed.maxFeePerGas ?? 0n)),
    )
    // The frame's own figures: nonce 7 pending, 50 000 gas, 10 gwei × 1.2 + 2 gwei.
    expect([signed.nonce, signed.gas, signed.maxFeePerGas, signed.maxPriorityFeePerGas]).toEqual([
      7,
      50_000n,
      14n * GWEI,
      2n * GWEI,
    ])
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('says the most the fee can cost in US dollars at the Data API’s price, and nothing without one', async () => {
    const priced = setup(fakeEvmNode(), { nativeUsdPrice: async () => 3_000 })
    await priced.send({ to: SPENDER, value: '0x1' })
    // 50 000 gas × 14 gwei = 0.0007 ETH, at $3,000.
    expect(rowOf(priced.shown[0], 'txMaxNetworkFeeUsd')?.value).toBe('$2.10')
    const unpriced = setup(fakeEvmNode(), { nativeUsdPrice: async () => undefined })
    await unpriced.send({ to: SPENDER, value: '0x1' })
    expect(rowOf(unpriced.shown[0], 'txMaxNetworkFeeUsd')).toBeUndefined()
    expect(rowOf(unpriced.shown[0], 'txMaxNetworkFee')?.value).toBe('0.0007')
  })
})
