import type { ChainNamespace } from '@latch/core'
import { type GrantedNamespaces, MAX_SESSION_ADDRESSES } from './grantedNamespaces'
import { isSessionAddress, sameAddress } from './sessionAccount'
import type { SessionEvent } from './sessionEvents'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const own = (record: unknown, key: string): unknown =>
  isRecord(record) && Object.hasOwn(record, key) ? record[key] : undefined

/** Chain ids up to 2^53 - 1: a number, `0x…` or decimal text, or `eip155:<id>`. */
const HEX_ID = /^0x[0-9a-fA-F]{1,14}$/
const DECIMAL_ID = /^[1-9][0-9]{0,15}$/

/** An EIP-155 chain id as wallets send it in `chainChanged`, or undefined when it is none. */
export function toEip155ChainId(data: unknown): number | undefined {
  let id: number | undefined
  if (typeof data === 'number') id = data
  else if (typeof data === 'string') {
    const text = data.startsWith('eip155:') ? data.slice('eip155:'.length) : data
    if (HEX_ID.test(text)) id = Number.parseInt(text.slice(2), 16)
    else if (DECIMAL_ID.test(text)) id = Number(text)
  }
  return id !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * A wallet's `session_event` (`{ chainId, event: { name, data } }`) as the event Latch passes on,
 * or undefined when it is to be ignored: a namespace or chain the session does not grant, an
 * event other than `chainChanged` and `accountsChanged` (bip122: `bip122_addressesChanged`), a chain id that is no granted chain,
 * an account list that is not a non-empty list of granted addresses.
 *
 * @example
 * readWalletEvent({ chainId: 'eip155:1', event: { name: 'chainChanged', data: 10 } }, granted)
 * // { type: 'chainChanged', namespace: 'eip155', chainId: 'eip155:10' } when granted has it
 */
export function readWalletEvent(
  params: unknown,
  granted: GrantedNamespaces,
): Exclude<SessionEvent, { type: 'ended' }> | undefined {
  const eventChainId = own(params, 'chainId')
  if (typeof eventChainId !== 'string' || eventChainId.length > 100) return undefined
  const namespace = eventChainId.split(':')[0] as ChainNamespace
  if (!Object.hasOwn(granted, namespace)) return undefined
  const session = granted[namespace]
  if (!session?.chains.includes(eventChainId)) return undefined
  const event = own(params, 'event')
  const name = own(event, 'name')
  const data = own(event, 'data')

  if (name === 'chainChanged') {
    let chainId: string | undefined
    if (namespace === 'eip155') {
      const id = toEip155ChainId(data)
      chainId = id === undefined ? undefined : `eip155:${id}`
    } else {
      chainId = data === undefined || data === null ? eventChainId : (data as string)
    }
    if (typeof chainId !== 'string' || !session.chains.includes(chainId)) return undefined
    return { type: 'chainChanged', namespace, chainId }
  }

  // Bitcoin wallets tell their addresses as `bip122_addressesChanged`, each `{ address, … }`.
  const bitcoinAddresses = namespace === 'bip122' && name === 'bip122_addressesChanged'
  if (name === 'accountsChanged' || bitcoinAddresses) {
    if (!Array.isArray(data) || data.length === 0 || data.length > MAX_SESSION_ADDRESSES)
      return undefined
    const addresses: string[] = []
    for (const entry of data) {
      const item = bitcoinAddresses ? own(entry, 'address') : entry
      // A plain address, or a CAIP-10 id on one of the granted chains.
      const text = typeof item === 'string' && item.length <= 200 ? item : undefined
      const address = text?.includes(':')
        ? session.chains.find((chain) => text.startsWith(`${chain}:`)) &&
          text.split(':').slice(2).join(':')
        : text
      if (!isSessionAddress(namespace, address, eventChainId)) return undefined
      const kept = session.addresses.find((known) => sameAddress(namespace, known, address))
      if (!kept) return undefined
      if (!addresses.includes(kept)) addresses.push(kept)
    }
    return { type: 'accountsChanged', namespace, addresses }
  }
  return undefined
}
