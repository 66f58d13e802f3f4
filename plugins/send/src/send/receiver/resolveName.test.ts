import { advanceUntil, createTestLatch } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { sendPluginWithContext } from '../../test/sendPluginWithContext'
import { exampleNetwork } from '../../test/tokens'
import { nameAddress, resolveName } from './resolveName'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const aliceOnLocal = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
// ENSIP-11: chain 31337's coin type is 0x80000000 | 31337.
const localCoinType = String((0x80000000 | 31337) >>> 0)

describe("a name's address on a network", () => {
  it("is the network's own (ENSIP-11 coin type) when the name has one", () => {
    const record = {
      name: 'alice.reown.id',
      addresses: { '60': { address: alice }, [localCoinType]: { address: aliceOnLocal } },
    }
    expect(nameAddress(record, exampleNetwork)).toBe(aliceOnLocal)
  })

  it('is the Ethereum one (coin type 60) otherwise', () => {
    const record = { name: 'alice.reown.id', addresses: { '60': { address: alice } } }
    expect(nameAddress(record, exampleNetwork)).toBe(alice)
  })

  it('is none when the name has no EVM address for it', () => {
    expect(() => nameAddress({ name: 'x.reown.id', addresses: {} }, exampleNetwork)).toThrow(
      'x.reown.id has no address for eip155:31337',
    )
    const notEvm = {
      name: 'y.reown.id',
      addresses: { '60': { address: 'bc1qar0srrr7xfkvy5l643' } },
    }
    expect(() => nameAddress(notEvm, exampleNetwork)).toThrow('has no address')
  })
})

it("a lookup that cannot be made is 'Error resolving name', the reason in details", async () => {
  // No Data API in this client: each request fails at once, as on a closed port, and the client
  // retries on its (manual) clock until it gives up.
  const send = sendPluginWithContext()
  const latch = createTestLatch({ plugins: [send.plugin] })
  let outcome: unknown
  const lookup = resolveName(send.context(), 'alice.reown.id', exampleNetwork).then(
    (address) => (outcome = { address }),
    (error: unknown) => (outcome = error),
  )
  await advanceUntil(latch.clock, () => outcome !== undefined)
  await lookup
  expect(outcome).toMatchObject({
    code: 'NAME_RESOLVE_FAILED',
    message: 'Error resolving name',
    details: expect.any(String),
  })
})
