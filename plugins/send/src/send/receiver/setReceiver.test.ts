import { afterEach, describe, expect, it } from 'vitest'
import { localChainPerFile } from '../../test/localChain'
import { registerName } from '../../test/registerName'
import { sendPluginWithContext } from '../../test/sendPluginWithContext'
import { connectedSendWorld } from '../../test/sendWorld'
import { setReceiver } from './setReceiver'

// The step alone on real parts: the local Data API (names, identities) over anvil, the test wallet
// connected. The client's clock is manual: a rate-limited lookup waits on it.

const local = localChainPerFile()
afterEach(() => local.api.faults.clear())

const receiver = '0x000000000000000000000000000000000000bEEF'

const register = (label: string, index: number) => registerName(local, label, index)

async function world() {
  const send = sendPluginWithContext()
  const w = await connectedSendWorld(local.devnet, local.api, 3, send.plugin)
  return { ...w, context: send.context() }
}

describe('the receiver', () => {
  it('an address is the receiver at once; an empty input clears it', async () => {
    const w = await world()
    await expect(
      setReceiver(w.context, { type: 'send.setReceiver', receiver: ` ${receiver} ` }),
    ).resolves.toBe(receiver)
    expect(w.own()).toMatchObject({
      receiverInput: receiver,
      receiverAddress: receiver,
      resolving: false,
    })
    await expect(
      setReceiver(w.context, { type: 'send.setReceiver', receiver: '' }),
    ).resolves.toBeUndefined()
    expect(w.own()).toMatchObject({ receiverInput: '', receiverAddress: undefined })
    w.destroy()
  })

  it('a newer input wins over a name still resolving: its late answer changes nothing', async () => {
    const owner = await register('step-dave', 7)
    const w = await world()
    // The lookup is told to come back in 2 s (on the client's clock): it waits.
    local.api.faults.set('/v1/profile/account/:name', {
      kind: 'rate-limited',
      retryAfterSeconds: 2,
      times: 'once',
    })
    const byName = setReceiver(w.context, {
      type: 'send.setReceiver',
      receiver: 'step-dave.reown.id',
    })
    await expect.poll(() => local.api.faults.list().length, { timeout: 5_000 }).toBe(0)
    expect(w.own()).toMatchObject({ resolving: true, receiverAddress: undefined })

    await setReceiver(w.context, { type: 'send.setReceiver', receiver })
    await w.latch.clock.advanceAsync(2_000)
    await expect(byName).resolves.toBe(owner)

    expect(w.own()).toMatchObject({
      receiverInput: receiver,
      receiverAddress: receiver,
      receiverProfileName: undefined,
      resolving: false,
    })
    w.destroy()
  })
})
