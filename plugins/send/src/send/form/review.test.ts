import { describe, expect, it } from 'vitest'
import { localChainPerFile } from '../../test/localChain'
import { sendPluginWithContext } from '../../test/sendPluginWithContext'
import { connectedSendWorld } from '../../test/sendWorld'
import { review } from './review'

// The step alone on a real chain: anvil, the local Data API reading it, the test wallet connected.

const local = localChainPerFile()

const receiver = '0x000000000000000000000000000000000000bEEF'

async function filled(token: 'native' | 'erc20', amount: (balance: string) => string) {
  const send = sendPluginWithContext()
  const w = await connectedSendWorld(local.devnet, local.api, 2, send.plugin)
  await w.latch.dispatch({ type: 'send.fetchTokenBalances' })
  const picked = token === 'native' ? w.native() : w.erc20()
  await w.latch.dispatch({ type: 'send.setToken', token: picked })
  await w.latch.dispatch({ type: 'send.setAmount', amount: amount(picked.quantity.numeric) })
  await w.latch.dispatch({ type: 'send.setReceiver', receiver })
  return { ...w, context: send.context() }
}

describe('review', () => {
  it('moves to the review step with the fee of the send', async () => {
    const w = await filled('native', () => '0.5')
    await review(w.context, () => undefined)
    expect(w.own()).toMatchObject({ step: 'review', error: undefined })
    expect(BigInt(w.own().fee?.value ?? '0')).toBeGreaterThan(0n)
    w.destroy()
  })

  it("refuses the whole native balance: the fee is paid from it too ('Insufficient funds')", async () => {
    const w = await filled('native', (balance) => balance)
    await expect(review(w.context, () => undefined)).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      details: 'The amount and the fee are more than the ETH balance',
    })
    expect(w.own().step).toBe('form')
    w.destroy()
  })

  it("takes a token's whole balance: its fee is paid in ETH", async () => {
    const w = await filled('erc20', (balance) => balance)
    await review(w.context, () => undefined)
    expect(w.own().step).toBe('review')
    w.destroy()
  })
})
