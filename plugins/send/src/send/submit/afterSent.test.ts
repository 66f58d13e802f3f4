import { describe, expect, it } from 'vitest'
import { localChainPerFile } from '../../test/localChain'
import { sendPluginWithContext } from '../../test/sendPluginWithContext'
import { connectedSendWorld, localNetwork } from '../../test/sendWorld'
import { afterSent } from './afterSent'

// The step alone on real parts (the balances it refreshes are read from anvil through the local
// Data API); the transaction is any hash: the step only links to it.

const local = localChainPerFile()

const hash = `0x${'ab'.repeat(32)}`

async function filledIn() {
  const send = sendPluginWithContext()
  const w = await connectedSendWorld(local.devnet, local.api, 2, send.plugin)
  await w.latch.dispatch({ type: 'send.fetchTokenBalances' })
  await w.latch.dispatch({ type: 'send.setToken', token: w.native() })
  await w.latch.dispatch({ type: 'send.setAmount', amount: '1234.5' })
  return { ...w, context: send.context() }
}

describe('after a send', () => {
  it("toasts in the client's language with the explorer link, clears the form, back to Account", async () => {
    const w = await filledIn()
    await w.latch.dispatch({ type: 'locale.set', locale: 'de' })
    await w.latch.dispatch({ type: 'modal.open', view: 'Send' })
    expect(w.latch.getState().router.history.at(-1)?.view).toBe('Send')
    const held = w.own().tokenBalances

    await afterSent(w.context, {
      hash,
      network: localNetwork(local.home),
      token: w.native(),
      amount: '1234.5',
    })

    expect(w.latch.getState().toasts.current).toMatchObject({
      variant: 'success',
      message: '1.234,5 ETH gesendet',
      link: { url: `https://explorer.local.test/tx/${hash}`, label: 'Im Explorer ansehen' },
    })
    expect(w.own()).toMatchObject({ token: undefined, sendTokenAmount: undefined, step: 'form' })
    expect(w.own().tokenBalances.map((t) => t.symbol)).toEqual(held.map((t) => t.symbol))
    expect(w.latch.getState().router.history.at(-1)?.view).toBe('Account')
    w.destroy()
  })

  it('leaves the modal where it is when the send was not made from the Send view', async () => {
    const w = await filledIn()
    await afterSent(w.context, {
      hash,
      network: localNetwork(local.home),
      token: w.native(),
      amount: '1',
    })
    expect(w.latch.getState().modal.open).toBe(false)
    expect(w.latch.getState().toasts.current?.message).toBe('Sent 1 ETH')
    w.destroy()
  })
})
