import { describe, expect, it } from 'vitest'
import { localChainPerFile } from '../../test/localChain'
import { sendPluginWithContext } from '../../test/sendPluginWithContext'
import { connectedSendWorld } from '../../test/sendWorld'
import { estimateFormFee } from './estimateFormFee'

// The step alone on a real chain: anvil estimates, the local Data API prices ETH.

const local = localChainPerFile()

async function world() {
  const send = sendPluginWithContext()
  const w = await connectedSendWorld(local.devnet, local.api, 1, send.plugin)
  await w.latch.dispatch({ type: 'send.fetchTokenBalances' })
  return { ...w, context: send.context() }
}

describe('the fee of the form as filled in', () => {
  it('is in ETH and USD, and kept for the form', async () => {
    const w = await world()
    await w.latch.dispatch({ type: 'send.setToken', token: w.native() })
    const fee = await estimateFormFee(w.context)
    expect(fee).toMatchObject({ decimals: 18, symbol: 'ETH', usd: expect.any(Number) })
    expect(BigInt(fee.value)).toBeGreaterThan(0n)
    expect(w.own().fee).toEqual(fee)
    w.destroy()
  })

  it('is estimated for the send’s shape while the amount is still wrong (checked at review)', async () => {
    const w = await world()
    await w.latch.dispatch({ type: 'send.setToken', token: w.erc20() })
    await w.latch.dispatch({ type: 'send.setAmount', amount: '999999999999' })
    const fee = await estimateFormFee(w.context)
    expect(BigInt(fee.value)).toBeGreaterThan(0n)
    w.destroy()
  })

  it("is 'A token is required' on EVM before a token is picked", async () => {
    const w = await world()
    await expect(estimateFormFee(w.context)).rejects.toMatchObject({ code: 'SEND_TOKEN_REQUIRED' })
    w.destroy()
  })
})
