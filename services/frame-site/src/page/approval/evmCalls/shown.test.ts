// @vitest-environment happy-dom
import { base58 } from '@scure/base'
import { type Address, encodeFunctionData, erc20Abi, maxUint256, parseEther } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSecret, createSigner } from '../../../custody/index'
import { createRpcHandler } from '../../rpc/index'
import { fakeCallsNode } from '../../rpc/test/callsNode'
import { createFrameUi } from '../../ui'

afterEach(() => {
  document.body.replaceChildren()
})

const SHOP: Address = '0x1111111111111111111111111111111111111111'
const TOKEN: Address = '0x2222222222222222222222222222222222222222'
const ATTACKER: Address = '0x4444444444444444444444444444444444444444'

/** The approval as the person reads it: title, the batch's lines, then each section's. */
function read() {
  const lines = (list: Element | null | undefined) =>
    Array.from(list?.querySelectorAll(':scope > dt') ?? []).map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    )
  const dialog = document.querySelector('section[role="dialog"]')
  return {
    title: dialog?.querySelector('h1')?.textContent,
    lines: lines(dialog?.querySelector(':scope > dl')),
    sections: Array.from(dialog?.querySelectorAll('section') ?? []).map((section) => ({
      heading: section.querySelector('h2')?.textContent,
      lines: lines(section.querySelector('dl')),
    })),
  }
}

describe('what the person reads before a batch of calls is sent', () => {
  it('attack: a 0.01 ETH payment hiding an unlimited approve in call 2 (German): both calls shown, the approve flagged, the warning counted at the top', async () => {
    const signer = createSigner(createSecret())
    const node = fakeCallsNode()
    const rpc = createRpcHandler({
      wallet: async () => ({
        user: { id: 'u', email: 'ada@example.com' },
        evmAddress: signer.evm.address,
        solanaAddress: base58.encode(signer.solana.publicKey),
        signer,
      }),
      evmRpcUrl: () => 'http://gateway/v1/?chainId=eip155:31337&projectId=p',
      solanaRpcUrl: () => undefined,
      currentEvmChain: () => 31337,
      currentSolanaChain: () => undefined,
      fetch: node.fetch,
    })
    const ui = createFrameUi(document)
    ui.setLocale('de')
    const answer = rpc(
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x7a69',
            atomicRequired: false,
            calls: [
              { to: SHOP, value: `0x${parseEther('0.01').toString(16)}` },
              {
                to: TOKEN,
                data: encodeFunctionData({
                  abi: erc20Abi,
                  functionName: 'approve',
                  args: [ATTACKER, maxUint256],
                }),
              },
            ],
          },
        ],
      },
      (view) => ui.approve(view, { origin: 'https://shop.example' }),
    )
    answer.catch(() => {})
    // The first request loads the approvals' code: a while on a busy machine.
    await vi.waitFor(() => expect(read().sections).toHaveLength(3), { timeout: 10_000 })
    const shown = read()
    expect(shown.title).toBe('shop.example bittet dich, 2 Aufrufe zu senden')
    expect(shown.lines).toContain(
      'Aufrufe mit einer Warnung: 1Lies jeden Aufruf unten: Einige tragen eine Warnung.',
    )
    expect(shown.sections.map((section) => section.heading)).toEqual([
      'Aufruf 1 von 2',
      'Aufruf 2 von 2',
      'Aufruf: approve',
    ])
    expect(shown.sections[0]?.lines).toContain(`An: ${SHOP}`)
    expect(shown.sections[1]?.lines).toContain(`An: ${TOKEN}`)
    expect(shown.sections[2]?.lines).toEqual([
      `Spender: ${ATTACKER}`,
      `Betrag (kleinste Einheiten): Unbegrenzt (${maxUint256})Unbegrenzt: Der Spender kann alles nehmen, was du von diesem Token hast.`,
    ])
    // Nothing is sent while the approval is open.
    expect(node.sent).toEqual([])
  })
})
