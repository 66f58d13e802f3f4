import type { Devnet, LocalApi } from '@latch/testkit'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'

/**
 * Registers `label`.reown.id on the local Data API for dev account `accountIndex` (signed, as the
 * names API wants); returns the account's address.
 */
export async function registerName(
  { devnet, api }: { devnet: Devnet; api: LocalApi },
  label: string,
  accountIndex: number,
): Promise<`0x${string}`> {
  const owner = privateKeyToAccount(devnet.accounts[accountIndex]!.privateKey)
  const message = JSON.stringify({
    name: `${label}.reown.id`,
    timestamp: Math.floor(Date.now() / 1000),
  })
  const response = await fetch(new URL('/v1/profile/account?projectId=test', api.dataUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: 60,
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    }),
  })
  expect(response.status).toBe(200)
  return owner.address
}
