// @vitest-environment happy-dom
import { base58 } from '@scure/base'
import { createApproveInstruction } from '@solana/spl-token'
import { PublicKey, SystemProgram } from '@solana/web3.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSecret, createSigner } from '../../../custody/index'
import { createRpcHandler } from '../../rpc/index'
import { createFrameUi } from '../../ui'
import { addressOf, legacyTransaction } from './test/transactions'

afterEach(() => {
  document.body.replaceChildren()
})

/** The approval as the person reads it: each section's heading, then its lines, term: value. */
function read() {
  return Array.from(document.querySelectorAll('section section')).map((section) => ({
    heading: section.querySelector('h2')?.textContent,
    lines: Array.from(section.querySelectorAll('dt')).map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    ),
  }))
}

/** Asks the frame to sign `wire` as an app would, with the frame's own UI showing the approval. */
function ask(build: (me: PublicKey) => string, locale: 'en' | 'de' = 'en') {
  const signer = createSigner(createSecret())
  const address = base58.encode(signer.solana.publicKey)
  const rpc = createRpcHandler({
    wallet: async () => ({
      user: { id: 'u', email: 'ada@example.com' },
      evmAddress: signer.evm.address,
      solanaAddress: address,
      signer,
    }),
    evmRpcUrl: () => undefined,
    solanaRpcUrl: () => undefined,
    currentEvmChain: () => 1,
    currentSolanaChain: () => 'solana:Dev',
  })
  const ui = createFrameUi(document)
  ui.setLocale(locale)
  const answer = rpc(
    { method: 'solana_signTransaction', params: { transaction: build(new PublicKey(address)) } },
    (view) => ui.approve(view, { origin: 'https://shop.example' }),
  )
  answer.catch(() => {})
  return { address, answer }
}

const attacker = addressOf(0xa1).toBase58()

describe('what the person reads before signing a Solana transaction', () => {
  it('a whole-balance SOL transfer: recipient, amount, fee payer, fee and program', async () => {
    const { address } = ask(
      (me) =>
        legacyTransaction(me, [
          SystemProgram.transfer({
            fromPubkey: me,
            toPubkey: new PublicKey(attacker),
            lamports: 1_234_567_891n,
          }),
        ]).wire,
    )
    // The first request loads the decoder on first use: over a second with every core busy.
    await vi.waitFor(() => expect(read()).toHaveLength(1), { timeout: 10_000 })
    expect(read()).toEqual([
      {
        heading: 'Transaction',
        lines: [
          `Fee payer: ${address} (this wallet)`,
          'Send SOL: 1.234567891 SOL',
          `From: ${address} (this wallet)`,
          `To: ${attacker}`,
          'Network fee: up to 0.000005 SOL',
          'Program: 11111111111111111111111111111111 (System Program)',
        ],
      },
    ])
  })

  it('an unlimited approve, warned of in the person’s language', async () => {
    const tokenAccount = addressOf(0x44)
    ask(
      (me) =>
        legacyTransaction(me, [
          createApproveInstruction(tokenAccount, new PublicKey(attacker), me, 2n ** 64n - 1n),
        ]).wire,
      'de',
    )
    await vi.waitFor(() => expect(read()).toHaveLength(1), { timeout: 10_000 })
    expect(read()[0]?.lines.slice(1, 3)).toEqual([
      'Einem Delegierten Ausgaben erlauben: Unbegrenzt (18446744073709551615)' +
        'Der Delegierte kann jeden Token dieses Kontos nehmen, jetzt und später.',
      `Delegierter: ${attacker}`,
    ])
  })
})
