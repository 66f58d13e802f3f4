import {
  coinTypeForChainId,
  isAddressForNamespace,
  LatchError,
  type Network,
  toLatchError,
} from '@latch/core'
import { NAME_CACHE_MS, nameRecordAnswer, PROFILE_API_VERSION } from '../schemas'
import type { SendContext } from '../sendContext'

type NameRecord = (typeof nameRecordAnswer)['_zod']['output']

/**
 * A name's address on `network` through the Data API (kept 5 min, spec §9); any failure is
 * 'Name resolve failed' with the reason in details.
 */
export async function resolveName(
  context: Pick<SendContext, 'data'>,
  name: string,
  network: Network,
): Promise<string> {
  try {
    const record = await context.data.request({
      path: `/v1/profile/account/${encodeURIComponent(name)}`,
      query: { apiVersion: PROFILE_API_VERSION },
      schema: nameRecordAnswer,
      cacheLifetimeMs: NAME_CACHE_MS,
    })
    return nameAddress(record, network)
  } catch (error) {
    throw new LatchError('NAME_RESOLVE_FAILED', { details: toLatchError(error).message })
  }
}

/** The record's address for the network's ENSIP-11 coin type, else its Ethereum (60) address. */
export function nameAddress(record: NameRecord, network: Network): string {
  const chainId = Number(network.caipNetworkId.split(':')[1])
  const address =
    record.addresses[String(coinTypeForChainId(chainId))]?.address ??
    record.addresses['60']?.address
  if (!address || !isAddressForNamespace('eip155', address)) {
    throw new Error(`${record.name} has no address for ${network.caipNetworkId}`)
  }
  return address
}
