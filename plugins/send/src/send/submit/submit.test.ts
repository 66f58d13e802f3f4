import { createPublicClient, http } from 'viem'
import { getTransactionCount } from 'viem/actions'
import { describe, expect, it } from 'vitest'
import { localChainPerFile } from '../../test/localChain'
import { sendPluginWithContext } from '../../test/sendPluginWithContext'
import { connectedSendWorld } from '../../test/sendWorld'
import { submit } from './submit'

// The step alone on real parts: anvil, the local Data API, the test wallet signing for real.

const local = localChainPerFile()

const receiver = '0x000000000000000000000000000000000000bEEF'
const nonce = (address: `0x${string}`) =>
  getTransactionCount(createPublicClient({ transport: http(local.home.rpcUrl) }), { address })

describe('submitting a send', () => {
  it('two presses while the receiver resolves send once: the second is “already in progress”', async () => {
    const send = sendPluginWithContext()
    const w = await connectedSendWorld(local.devnet, local.api, 3, send.plugin)
    await w.latch.dispatch({ type: 'send.fetchTokenBalances' })
    await w.latch.dispatch({ type: 'send.setToken', token: w.native() })
    await w.latch.dispatch({ type: 'send.setAmount', amount: '0.01' })
    await w.latch.dispatch({ type: 'send.setReceiver', receiver })
    const sent = await nonce(w.address)

    // Both presses wait for the same resolution; the first to go on takes the send.
    let resolve = () => {}
    const resolution = new Promise<void>((r) => {
      resolve = r
    })
    const first = submit(send.context(), () => resolution)
    const second = submit(send.context(), () => resolution)
    resolve()

    await expect(second).rejects.toMatchObject({ code: 'SEND_IN_PROGRESS' })
    await expect(first).resolves.toMatchObject({ hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    expect(await nonce(w.address)).toBe(sent + 1)
    expect(w.own().loading).toBe(false)
    w.destroy()
  })

  it('a form that does not pass its checks sends nothing and leaves loading off', async () => {
    const send = sendPluginWithContext()
    const w = await connectedSendWorld(local.devnet, local.api, 4, send.plugin)
    const sent = await nonce(w.address)
    await expect(submit(send.context(), () => undefined)).rejects.toMatchObject({
      code: 'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
    })
    expect(w.own().loading).toBe(false)
    expect(await nonce(w.address)).toBe(sent)
    w.destroy()
  })
})
