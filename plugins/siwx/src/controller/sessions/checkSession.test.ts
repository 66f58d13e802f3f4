import { afterAll, beforeAll, expect, it } from 'vitest'
import { siwxPluginWithContext } from '../../test/siwxPluginWithContext'
import { DOMAIN, type SiwxWorld, siwxClient, startSiwxWorld } from '../../test/siwxWorld'
import { checkSession } from './checkSession'

// The step alone on real parts: anvil, the Solana validator, the local API's sign-in and session
// endpoints, the testkit's wallets signing for real.

let world: SiwxWorld
beforeAll(async () => {
  world = await startSiwxWorld()
})
afterAll(() => world?.stop())

it('checks a stored session with the server once per page, and keeps it while the server has it', async () => {
  const siwx = siwxPluginWithContext({ domain: DOMAIN, uri: `http://${DOMAIN}` })
  const client = siwxClient(world, { plugin: siwx.plugin, account: 5 })
  const context = siwx.context()
  const { getSessions } = context.server
  const asked: string[] = []
  context.server = {
    ...context.server,
    getSessions: (address) => {
      asked.push(address)
      return getSessions(address)
    },
  }

  // No active account: nothing to check.
  await checkSession(context)
  expect(asked).toEqual([])

  await client.connect()
  const session = await client.run(client.latch.dispatch({ type: 'siwx.signIn' }))
  // A session this page holds but has not checked (as after a reload): asked once, then known.
  await client.run(checkSession(context))
  await client.run(checkSession(context))
  expect(asked).toEqual([client.evmAddress])
  expect(client.siwx().sessions).toEqual([session])
  client.latch.destroy()
})
