import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { createSecret, createSigner } from '../../custody/index'
import type { ApprovalView } from '../approval/view'
import { userRejected } from '../errors'
import type { UnlockedWallet } from '../wallet'
import { createRpcHandler } from './index'

function setup() {
  const signer = createSigner(createSecret())
  const wallet: UnlockedWallet = {
    user: { id: 'u', email: 'ada@example.com' },
    evmAddress: signer.evm.address,
    solanaAddress: base58.encode(signer.solana.publicKey),
    signer,
  }
  const calls: { url: string; body: { method: string; params: unknown } }[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body))
    calls.push({ url, body })
    const result = body.method === 'sendTransaction' ? 'sig58' : '0x10'
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }))
  }) as unknown as typeof globalThis.fetch
  const rpc = createRpcHandler({
    wallet: async () => wallet,
    evmRpcUrl: (chainId) => `http://gateway/v1/?chainId=eip155:${chainId}&projectId=p`,
    solanaRpcUrl: (chainId) => (chainId === 'solana:Dev' ? 'http://solana' : undefined),
    currentEvmChain: () => 31337,
    currentSolanaChain: () => 'solana:Dev',
    fetch,
  })
  const shown: ApprovalView[] = []
  const approve = async (view: ApprovalView) => {
    shown.push(view)
  }
  const refuse = async () => {
    throw userRejected()
  }
  return { rpc, wallet, calls, shown, approve, refuse }
}

describe('the frame RPC', () => {
  it('refuses methods outside the allowed lists (spec §5, §8)', async () => {
    const { rpc, approve } = setup()
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'wallet_addEthereumChain',
      'solana_foo',
    ]) {
      await expect(rpc({ method, params: [] }, approve)).rejects.toThrow(
        'Requested RPC call is not allowed',
      )
    }
  })

  it('answers reads from the chain gateway, without approval', async () => {
    const { rpc, calls, shown, approve } = setup()
    expect(await rpc({ method: 'eth_blockNumber', chainId: 'eip155:10' }, approve)).toBe('0x10')
    expect(calls[0]?.url).toBe('http://gateway/v1/?chainId=eip155:10&projectId=p')
    expect(await rpc({ method: 'eth_chainId' }, approve)).toBe('0x7a69')
    expect(shown).toEqual([])
  })

  it('signs personal_sign after approval, showing the message text', async () => {
    const { rpc, wallet, shown, approve } = setup()
    const signature = (await rpc(
      { method: 'personal_sign', params: ['0x48656c6c6f', wallet.evmAddress] },
      approve,
    )) as `0x${string}`
    expect(shown[0]?.action).toBe('signMessage')
    expect(shown[0]?.rows[0]).toEqual({ label: 'message', value: 'Hello' })
    expect(
      await verifyMessage({
        address: wallet.evmAddress,
        message: { raw: '0x48656c6c6f' },
        signature,
      }),
    ).toBe(true)
  })

  it('rejects with 4001 on Reject, and 4100 for another account', async () => {
    const { rpc, wallet, refuse, approve } = setup()
    await expect(
      rpc({ method: 'personal_sign', params: ['hi', wallet.evmAddress] }, refuse),
    ).rejects.toMatchObject({
      message: 'User rejected the request.',
      code: 4001,
    })
    await expect(
      rpc({ method: 'personal_sign', params: ['hi', `0x${'1'.repeat(40)}`] }, approve),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('shows typed data by domain and primary type, then signs it', async () => {
    const { rpc, wallet, shown, approve } = setup()
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      domain: { name: 'Mailer', chainId: 31337 },
      message: { contents: 'hi' },
    } as const
    const signature = (await rpc(
      { method: 'eth_signTypedData_v4', params: [wallet.evmAddress, JSON.stringify(typedData)] },
      approve,
    )) as `0x${string}`
    expect(shown[0]?.rows.slice(0, 3)).toEqual([
      { label: 'type', value: 'Mail' },
      { label: 'domain', field: 'name', value: 'Mailer' },
      { label: 'domain', field: 'chainId', value: '31337' },
    ])
    const { domain, primaryType, message } = typedData
    const types = { Mail: typedData.types.Mail }
    expect(
      await verifyTypedData({
        address: wallet.evmAddress,
        types,
        primaryType,
        domain,
        message,
        signature,
      }),
    ).toBe(true)
  })

  it('signs Solana messages and transactions in the relay protocol wire forms', async () => {
    const { rpc, wallet, calls, approve } = setup()
    const message = new TextEncoder().encode('Sign in')
    const { signature } = (await rpc(
      {
        method: 'solana_signMessage',
        params: { message: base58.encode(message), pubkey: wallet.solanaAddress },
      },
      approve,
    )) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, wallet.signer.solana.publicKey)).toBe(
      true,
    )

    const payer = new PublicKey(wallet.solanaAddress)
    const transaction = new Transaction({
      feePayer: payer,
      recentBlockhash: PublicKey.default.toBase58(),
    })
    transaction.add(
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: PublicKey.default, lamports: 5 }),
    )
    const wire = base64.encode(transaction.serialize({ requireAllSignatures: false }))
    const signed = (await rpc(
      { method: 'solana_signTransaction', params: { transaction: wire } },
      approve,
    )) as {
      transaction: string
      signature: string
    }
    const back = Transaction.from(base64.decode(signed.transaction))
    expect(back.verifySignatures()).toBe(true)
    expect(base58.encode(back.signature!)).toBe(signed.signature)

    expect(
      await rpc(
        { method: 'solana_signAndSendTransaction', params: { transaction: wire } },
        approve,
      ),
    ).toEqual({ signature: 'sig58' })
    expect(calls.at(-1)).toMatchObject({
      url: 'http://solana',
      body: { method: 'sendTransaction' },
    })
  })

  it('refuses to sign a Solana transaction this wallet is not a signer of', async () => {
    const { rpc, approve } = setup()
    const other = new PublicKey(new Uint8Array(32).fill(7))
    const transaction = new Transaction({
      feePayer: other,
      recentBlockhash: PublicKey.default.toBase58(),
    })
    transaction.add(
      SystemProgram.transfer({ fromPubkey: other, toPubkey: PublicKey.default, lamports: 5 }),
    )
    const wire = base64.encode(transaction.serialize({ requireAllSignatures: false }))
    await expect(
      rpc({ method: 'solana_signTransaction', params: { transaction: wire } }, approve),
    ).rejects.toMatchObject({ code: 4100 })
  })
})
