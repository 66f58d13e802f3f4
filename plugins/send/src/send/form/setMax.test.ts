import { describe, expect, it } from 'vitest'
import { localChainPerFile } from '../../test/localChain'
import { sendPluginWithContext } from '../../test/sendPluginWithContext'
import { connectedSendWorld } from '../../test/sendWorld'
import { balanceOf, decimalsOf } from '../amounts'
import { sendingAccount } from '../sendingAccount'
import { setMax } from './setMax'

// The step alone, on a real chain: anvil with the test ERC20, the local Data API reading it, the
// test wallet connected through eip155.

const local = localChainPerFile()

async function world() {
  const send = sendPluginWithContext()
  const w = await connectedSendWorld(local.devnet, local.api, 3, send.plugin)
  await w.latch.dispatch({ type: 'send.fetchTokenBalances' })
  return { ...w, context: send.context() }
}

describe('Max', () => {
  it('sends all of the native balance that the fee leaves, the fee kept for the form', async () => {
    const w = await world()
    expect(sendingAccount(w.latch.getState())).toMatchObject({
      namespace: 'eip155',
      address: w.address,
    })
    await w.latch.dispatch({ type: 'send.setToken', token: w.native() })
    const amount = await setMax(w.context)
    const fee = BigInt(w.own().fee?.value ?? '0')
    expect(fee).toBeGreaterThan(0n)
    const decimals = decimalsOf(w.native())
    expect(
      balanceOf({ ...w.native(), quantity: { decimals: String(decimals), numeric: amount } }),
    ).toBe(balanceOf(w.native()) - fee)
    expect(w.own()).toMatchObject({ sendTokenAmount: amount, step: 'form', error: undefined })
    w.destroy()
  })

  it("sends a token's whole balance without estimating a fee", async () => {
    const w = await world()
    await w.latch.dispatch({ type: 'send.setToken', token: w.erc20() })
    await expect(setMax(w.context)).resolves.toBe(w.erc20().quantity.numeric)
    expect(w.own().fee).toBeUndefined()
    w.destroy()
  })
})
