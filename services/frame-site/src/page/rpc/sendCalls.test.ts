import { base58 } from '@scure/base'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  type Hex,
  maxUint256,
  parseEther,
  parseTransaction,
  recoverTransactionAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { createSecret, createSigner } from '../../custody/index'
import type { ApprovalView } from '../approval/view'
import { userRejected } from '../errors'
import type { UnlockedWallet } from '../wallet'
import { MAX_CALLS_PER_BATCH } from './calls/send'
import { createRpcHandler } from './index'
import { fakeCallsNode } from './test/callsNode'

const CHAIN = 31337
const CHAIN_HEX = '0x7a69'
const ALICE: Address = '0x1111111111111111111111111111111111111111'
const BOB: Address = '0x3333333333333333333333333333333333333333'
const TOKEN: Address = '0x2222222222222222222222222222222222222222'
const ATTACKER: Address = '0x4444444444444444444444444444444444444444'

const newWallet = (): UnlockedWallet => {
  const signer = createSigner(createSecret())
  return {
    user: { id: 'u', email: 'ada@example.com' },
    evmAddress: signer.evm.address,
    solanaAddress: base58.encode(signer.solana.publicKey),
    signer,
  }
}

function setup(node = fakeCallsNode()) {
  let wallet = newWallet()
  const rpc = createRpcHandler({
    wallet: async () => wallet,
    evmRpcUrl: (chainId) =>
      chainId === CHAIN ? `http://gateway/v1/?chainId=eip155:${chainId}&projectId=p` : undefined,
    solanaRpcUrl: () => undefined,
    currentEvmChain: () => CHAIN,
    currentSolanaChain: () => undefined,
    fetch: node.fetch,
  })
  const shown: ApprovalView[] = []
  /** The node's calls made before the person was asked. */
  const before: string[][] = []
  let answer: 'approve' | 'reject' = 'approve'
  const approve = async (view: ApprovalView) => {
    shown.push(view)
    before.push([...node.methods])
    if (answer === 'reject') throw userRejected()
  }
  const request = (method: string, params?: unknown) => rpc({ method, params }, approve)
  const sendCalls = (calls: unknown[], fields: Record<string, unknown> = {}) =>
    request('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: CHAIN_HEX,
        from: wallet.evmAddress,
        atomicRequired: false,
        calls,
        ...fields,
      },
    ]) as Promise<{ id: Hex }>
  const status = (id: string) =>
    request('wallet_getCallsStatus', [id]) as Promise<{
      status: number
      atomic: boolean
      chainId: string
      id: string
      version: string
      receipts: { transactionHash: Hex; status: string }[]
    }>
  return {
    node,
    shown,
    before,
    request,
    sendCalls,
    status,
    wallet: () => wallet,
    rejectNext: () => {
      answer = 'reject'
    },
    logInAnother: () => {
      wallet = newWallet()
    },
  }
}

const transfer = (to: Address, ether: string) => ({
  to,
  value: `0x${parseEther(ether).toString(16)}`,
})
const approveUnlimited = {
  to: TOKEN,
  data: encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [ATTACKER, maxUint256],
  }),
}

describe('wallet_getCapabilities (EIP-5792)', () => {
  it('says atomic execution is unsupported, for the current chain or the served chains asked', async () => {
    const { request, wallet, shown } = setup()
    const atomic = { atomic: { status: 'unsupported' } }
    expect(await request('wallet_getCapabilities', [wallet().evmAddress])).toEqual({
      [CHAIN_HEX]: atomic,
    })
    expect(
      await request('wallet_getCapabilities', [wallet().evmAddress, [CHAIN_HEX, '0x1']]),
    ).toEqual({ [CHAIN_HEX]: atomic })
    expect(await request('wallet_getCapabilities', [])).toEqual({ [CHAIN_HEX]: atomic })
    expect(await request('wallet_getCapabilities', [null, null])).toEqual({ [CHAIN_HEX]: atomic })
    expect(shown).toEqual([])
  })

  it('refuses another account (4100) and malformed params (-32602)', async () => {
    const { request } = setup()
    await expect(request('wallet_getCapabilities', [ALICE])).rejects.toMatchObject({ code: 4100 })
    await expect(request('wallet_getCapabilities', ['0x12'])).rejects.toMatchObject({
      code: -32602,
    })
  })
})

describe('wallet_sendCalls (EIP-5792): one approval, then one transaction per call', () => {
  it('shows every call in one approval, sums value and fees, and sends on nonces n, n+1', async () => {
    const { sendCalls, shown, before, node, wallet } = setup()
    const { id } = await sendCalls([transfer(ALICE, '0.5'), transfer(BOB, '0.25')])
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)

    expect(shown).toHaveLength(1)
    const view = shown[0]!
    expect(view.action).toBe('sendCalls')
    expect(view.count).toBe(2)
    expect(view.sections?.map((section) => [section.heading, section.params])).toEqual([
      ['sendCallsCall', { index: 1, count: 2 }],
      ['sendCallsCall', { index: 2, count: 2 }],
    ])
    const rowsOf = (index: number) =>
      Object.fromEntries(view.sections![index]!.rows.map((row) => [row.label, row.value]))
    expect(rowsOf(0)).toMatchObject({ to: ALICE, value: '0.5', txNonce: '7' })
    expect(rowsOf(1)).toMatchObject({ to: BOB, value: '0.25', txNonce: '8' })
    // 50 000 gas × (10 gwei × 1.2 + 2 gwei) per call: viem's max fee is the base fee × 1.2 + the tip.
    const feePerCall = 50_000n * 14_000_000_000n
    expect(rowsOf(0).txMaxNetworkFee).toBe(formatEther(feePerCall))
    const top = Object.fromEntries(view.rows.map((row) => [row.label, row.value]))
    expect(top).toMatchObject({
      network: `eip155:${CHAIN}`,
      from: wallet().evmAddress,
      sendCallsTotalValue: '0.75',
      sendCallsMaxNetworkFee: formatEther(2n * feePerCall),
      sendCallsMaxTotal: formatEther(parseEther('0.75') + 2n * feePerCall),
    })
    expect(top.sendCallsWarnings).toBeUndefined()

    // Estimated in the frame before the person was asked; nothing sent before the Approve.
    expect(before[0]).toContain('eth_estimateGas')
    expect(before[0]).not.toContain('eth_sendRawTransaction')
    // Sent in order, each exactly as its section showed it, signed by this wallet.
    expect(node.sent).toHaveLength(2)
    const sent = node.sent.map((raw) => parseTransaction(raw))
    expect(sent.map(({ to, value, nonce, gas }) => ({ to, value, nonce, gas }))).toEqual([
      { to: ALICE, value: parseEther('0.5'), nonce: 7, gas: 50_000n },
      { to: BOB, value: parseEther('0.25'), nonce: 8, gas: 50_000n },
    ])
    for (const raw of node.sent) {
      expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(
        wallet().evmAddress,
      )
    }
  })

  it('attack: a hidden second call granting an unlimited allowance is shown and flagged, at the top too', async () => {
    const { sendCalls, shown } = setup()
    await sendCalls([transfer(ALICE, '0.01'), approveUnlimited])
    const view = shown[0]!
    expect(view.rows).toContainEqual({
      label: 'sendCallsWarnings',
      value: '1',
      warning: 'sendCallsWarningsBelow',
    })
    expect(view.sections?.map((section) => section.heading)).toEqual([
      'sendCallsCall',
      'sendCallsCall',
      'txCall',
    ])
    expect(view.sections![1]!.rows).toContainEqual({ label: 'to', value: TOKEN })
    expect(view.sections![2]).toEqual({
      heading: 'txCall',
      params: { name: 'approve' },
      rows: [
        { label: 'callSpender', value: ATTACKER },
        {
          label: 'callAmount',
          value: maxUint256.toString(),
          valueText: 'callUnlimited',
          warning: 'callUnlimitedWarning',
        },
      ],
    })
  })

  it('sends nothing when the person rejects', async () => {
    const { sendCalls, node, rejectNext } = setup()
    rejectNext()
    await expect(sendCalls([transfer(ALICE, '1'), approveUnlimited])).rejects.toMatchObject({
      code: 4001,
    })
    expect(node.sent).toEqual([])
  })

  it('refuses before anything is estimated or shown: atomicRequired, too many calls, another account or chain, a required capability, no calls', async () => {
    const { sendCalls, shown, node } = setup()
    const one = [transfer(ALICE, '1')]
    await expect(sendCalls(one, { atomicRequired: true })).rejects.toMatchObject({ code: 5760 })
    await expect(
      sendCalls(Array.from({ length: MAX_CALLS_PER_BATCH + 1 }, () => transfer(ALICE, '0.1'))),
    ).rejects.toMatchObject({ code: 5740 })
    await expect(sendCalls(one, { from: ALICE })).rejects.toMatchObject({ code: 4100 })
    await expect(sendCalls(one, { chainId: '0x1' })).rejects.toMatchObject({ code: 5710 })
    await expect(
      sendCalls(one, { capabilities: { paymasterService: { url: 'https://pay.example' } } }),
    ).rejects.toMatchObject({ code: 5700 })
    await expect(
      sendCalls([{ ...one[0], capabilities: { auxiliaryFunds: { supported: true } } }]),
    ).rejects.toMatchObject({ code: 5700 })
    await expect(sendCalls([])).rejects.toMatchObject({ code: -32602 })
    await expect(sendCalls([{ to: 'not an address' }])).rejects.toMatchObject({ code: -32602 })
    expect(shown).toEqual([])
    expect(node.methods).toEqual([])
  })

  it('takes a batch of the most calls allowed, and an optional capability it does not have', async () => {
    const { sendCalls, shown } = setup()
    await sendCalls(
      Array.from({ length: MAX_CALLS_PER_BATCH }, () => transfer(ALICE, '0.1')),
      { capabilities: { paymasterService: { url: 'https://pay.example', optional: true } } },
    )
    expect(shown[0]?.count).toBe(MAX_CALLS_PER_BATCH)
  })

  it('plans a second batch asked meanwhile after the first one’s sends: never on the same nonces', async () => {
    const { sendCalls, shown, node } = setup()
    await Promise.all([
      sendCalls([transfer(ALICE, '0.1'), transfer(BOB, '0.1')]),
      sendCalls([transfer(ALICE, '0.2'), transfer(BOB, '0.2')]),
    ])
    const nonces = (view: ApprovalView | undefined) =>
      view?.sections?.map((section) => section.rows.find((row) => row.label === 'txNonce')?.value)
    expect(nonces(shown[0])).toEqual(['7', '8'])
    expect(nonces(shown[1])).toEqual(['9', '10'])
    expect(node.sent.map((raw) => parseTransaction(raw).nonce)).toEqual([7, 8, 9, 10])
  })

  it('plans a transaction asked while a batch is on its way after the batch’s nonces', async () => {
    const { sendCalls, request, node } = setup()
    await Promise.all([
      sendCalls([transfer(ALICE, '0.1'), transfer(BOB, '0.1')]),
      request('eth_sendTransaction', [{ to: ALICE, value: '0x1' }]),
    ])
    expect(node.sent.map((raw) => parseTransaction(raw).nonce)).toEqual([7, 8, 9])
  })

  it('keeps an app’s own batch id, and refuses it a second time (5720)', async () => {
    const { sendCalls, status } = setup()
    const id = `0x${'ab'.repeat(8)}`
    expect(await sendCalls([transfer(ALICE, '1')], { id })).toEqual({ id })
    expect((await status(id)).id).toBe(id)
    await expect(sendCalls([transfer(ALICE, '1')], { id })).rejects.toMatchObject({ code: 5720 })
  })
})

describe('a call that needs the one before it (an approve, then the call that spends it)', () => {
  const spend = { to: ATTACKER, data: '0x12345678' }
  const gasOf = (raw: Hex) => parseTransaction(raw).gas

  it('gives it its gas as simulated after the calls before it (eth_simulateV1), with the margin', async () => {
    const node = fakeCallsNode({ revertsAlone: ATTACKER, simulatedGas: 80_000n })
    const { sendCalls, shown } = setup(node)
    await sendCalls([approveUnlimited, spend])
    const gasShown = shown[0]!.sections!.filter((section) => section.heading === 'sendCallsCall')
    expect(
      gasShown.map((section) => section.rows.find((row) => row.label === 'txGasLimit')?.value),
    ).toEqual([
      // The larger of the estimate (50 000; none for call 2) and the simulated use × 1.5.
      '120000',
      '120000',
    ])
    expect(node.sent.map(gasOf)).toEqual([120_000n, 120_000n])
  })

  it('keeps the estimate where it is above the simulated use', async () => {
    const node = fakeCallsNode({ simulatedGas: 20_000n })
    const { sendCalls } = setup(node)
    await sendCalls([transfer(ALICE, '0.1'), transfer(BOB, '0.1')])
    expect(node.sent.map(gasOf)).toEqual([50_000n, 50_000n])
  })

  it('refuses a batch whose call fails even after the calls before it: nothing shown, nothing sent', async () => {
    const node = fakeCallsNode({ revertsAlone: ATTACKER, simulatedFailure: 1 })
    const { sendCalls, shown } = setup(node)
    await expect(sendCalls([approveUnlimited, spend])).rejects.toMatchObject({ code: -32602 })
    expect(shown).toEqual([])
    expect(node.sent).toEqual([])
  })

  it('on a node without eth_simulateV1: estimates alone, and such a call is refused', async () => {
    const plain = fakeCallsNode({ simulates: false })
    await setup(plain).sendCalls([transfer(ALICE, '0.1'), transfer(BOB, '0.1')])
    expect(plain.sent.map(gasOf)).toEqual([50_000n, 50_000n])
    const needing = fakeCallsNode({ simulates: false, revertsAlone: ATTACKER })
    const { sendCalls, shown } = setup(needing)
    await expect(sendCalls([approveUnlimited, spend])).rejects.toMatchObject({ code: -32602 })
    expect(shown).toEqual([])
  })
})

describe('a batch whose send fails part-way', () => {
  it('stops at the failed call, never sends an earlier call again, and reports a partial batch', async () => {
    const node = fakeCallsNode({ failFromSend: 2 })
    const { sendCalls, status } = setup(node)
    const { id } = await sendCalls([
      transfer(ALICE, '0.1'),
      transfer(BOB, '0.2'),
      transfer(ALICE, '0.3'),
    ])
    // Call 1 sent; call 2 tried once and failed; call 3 never tried.
    expect(node.sendAttempts()).toBe(2)
    expect(node.sent).toHaveLength(1)
    expect(parseTransaction(node.sent[0]!).nonce).toBe(7)

    expect((await status(id)).status).toBe(100)
    const hash = node.mine(node.sent[0]!)
    const answer = await status(id)
    expect(answer).toEqual({
      version: '2.0.0',
      id,
      chainId: CHAIN_HEX,
      status: 600,
      atomic: false,
      receipts: [
        {
          transactionHash: hash,
          blockHash: `0x${'cd'.repeat(32)}`,
          blockNumber: '0x11',
          gasUsed: '0x5208',
          status: '0x1',
          logs: [],
        },
      ],
    })
    // Reading the status sends nothing again.
    expect(node.sendAttempts()).toBe(2)
  })

  it('watches a send whose answer never came, never sends it again, and counts it once it lands', async () => {
    const node = fakeCallsNode({ silentFromSend: 2 })
    const { sendCalls, status } = setup(node)
    const { id } = await sendCalls([transfer(ALICE, '0.1'), transfer(BOB, '0.2')])
    // The node took call 2 (its answer was lost): an app told "not sent" might pay twice.
    expect(node.sent).toHaveLength(2)
    node.mine(node.sent[0]!)
    node.setMinedCount(8)
    expect((await status(id)).status).toBe(100)
    node.mine(node.sent[1]!)
    node.setMinedCount(9)
    const answer = await status(id)
    expect(answer.status).toBe(200)
    expect(answer.receipts).toHaveLength(2)
    expect(node.sendAttempts()).toBe(2)
  })

  it('counts such a send as not sent once the account’s nonce went past it (it can never land)', async () => {
    const node = fakeCallsNode({ silentFromSend: 2 })
    const { sendCalls, status } = setup(node)
    const { id } = await sendCalls([transfer(ALICE, '0.1'), transfer(BOB, '0.2')])
    node.mine(node.sent[0]!)
    // Another transaction of the account took nonce 8.
    node.setMinedCount(9)
    expect((await status(id)).status).toBe(600)
  })

  it('answers an id when the very first send got no answer: pending, then 400 once it cannot land', async () => {
    const node = fakeCallsNode({ silentFromSend: 1 })
    const { sendCalls, status } = setup(node)
    const { id } = await sendCalls([transfer(ALICE, '0.1'), transfer(BOB, '0.2')])
    expect(node.sendAttempts()).toBe(1)
    node.setMinedCount(7)
    expect((await status(id)).status).toBe(100)
    node.setMinedCount(8)
    expect(await status(id)).toMatchObject({ status: 400, receipts: [] })
  })

  it('fails the request when the node refuses the first send: nothing was sent, no batch is kept', async () => {
    const node = fakeCallsNode({ failFromSend: 1 })
    const { sendCalls } = setup(node)
    await expect(sendCalls([transfer(ALICE, '0.1'), transfer(BOB, '0.2')])).rejects.toMatchObject({
      code: -32000,
    })
    expect(node.sendAttempts()).toBe(1)
    expect(node.sent).toEqual([])
  })
})

describe('wallet_getCallsStatus (EIP-5792)', () => {
  it('is pending (100) until every call has a receipt, then confirmed (200) with the receipts', async () => {
    const { sendCalls, status, node, shown } = setup()
    const { id } = await sendCalls([transfer(ALICE, '0.1'), transfer(BOB, '0.2')])
    node.mine(node.sent[0]!)
    expect(await status(id)).toMatchObject({ status: 100, atomic: false, chainId: CHAIN_HEX })
    node.mine(node.sent[1]!)
    const confirmed = await status(id)
    expect(confirmed.status).toBe(200)
    expect(confirmed.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    expect(shown).toHaveLength(1)
  })

  it('is a chain failure when every call reverted (500), partial when some did (600)', async () => {
    const { sendCalls, status, node } = setup()
    const all = await sendCalls([transfer(ALICE, '0.1'), transfer(BOB, '0.2')])
    node.mine(node.sent[0]!, 'reverted')
    node.mine(node.sent[1]!, 'reverted')
    expect((await status(all.id)).status).toBe(500)
    const some = await sendCalls([transfer(ALICE, '0.1'), transfer(BOB, '0.2')])
    node.mine(node.sent[2]!, 'success')
    node.mine(node.sent[3]!, 'reverted')
    expect((await status(some.id)).status).toBe(600)
  })

  it('answers 5730 for an unknown id, and for a batch another wallet sent in this frame', async () => {
    const { sendCalls, status, logInAnother } = setup()
    await expect(status(`0x${'00'.repeat(32)}`)).rejects.toMatchObject({ code: 5730 })
    const { id } = await sendCalls([transfer(ALICE, '0.1')])
    logInAnother()
    await expect(status(id)).rejects.toMatchObject({ code: 5730 })
    await expect(status('not hex')).rejects.toMatchObject({ code: -32602 })
  })
})

describe('the other wallet_ methods', () => {
  it('still answers 4200 for what the wallet does not do', async () => {
    const { request } = setup()
    await expect(request('wallet_getAssets', [{}])).rejects.toMatchObject({ code: 4200 })
  })
})
