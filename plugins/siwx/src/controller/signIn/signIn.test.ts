import { afterAll, beforeAll, expect, it } from 'vitest'
import { siwxPluginWithContext } from '../../test/siwxPluginWithContext'
import { DOMAIN, type SiwxWorld, siwxClient, startSiwxWorld } from '../../test/siwxWorld'
import { cancel } from '../leave/cancel'
import { signIn } from './signIn'

// The step alone on real parts: anvil, the Solana validator, the local API's sign-in endpoints and
// the testkit's wallets signing for real (siwx.integration.test.ts has the whole flow).

let world: SiwxWorld
beforeAll(async () => {
  world = await startSiwxWorld()
})
afterAll(() => world?.stop())

async function connected(account: number) {
  const siwx = siwxPluginWithContext({ domain: DOMAIN, uri: `http://${DOMAIN}` })
  const client = siwxClient(world, { plugin: siwx.plugin, account })
  await client.connect()
  return { client, context: siwx.context() }
}

it('signs, has the server verify, keeps the session and tells who listens', async () => {
  const { client, context } = await connected(3)
  const heard: string[] = []
  client.latch.on('siwx.signedIn', ({ session }) => heard.push(session.pci))
  const stages: string[] = []
  client.latch.subscribe(
    (state) => state.plugins.siwx?.request.status,
    (status) => stages.push(status ?? 'none'),
  )

  const session = await client.run(signIn(context))

  expect(stages).toEqual(['preparing', 'ready', 'signing', 'verifying', 'idle'])
  expect(session.data).toMatchObject({ accountAddress: client.evmAddress, domain: DOMAIN })
  expect(client.siwx().sessions).toEqual([session])
  expect(heard).toEqual([session.pci])
  client.latch.destroy()
})

it("a sign-in left while the wallet asks shows nothing of the wallet's answer", async () => {
  const { client, context } = await connected(4)
  client.evm.setResponseDelay(300)
  client.evm.rejectNext()
  const signing = client.run(signIn(context))
  await client.idle(() => client.siwx().request.status === 'signing')

  await cancel(context)
  await expect(signing).rejects.toMatchObject({ code: 'SIGNATURE_DECLINED' })

  // The decline is thrown to whoever asked, but the request stays as the cancel left it.
  expect(client.siwx().request).toEqual({ status: 'idle' })
  client.latch.destroy()
})
