import type { TestWallet } from './testWallet'
import { testWalletIcon } from './walletIcon'

/** EIP-6963 provider info. */
export interface Eip6963ProviderInfo {
  /** A UUIDv4, unique per page session. */
  uuid: string
  name: string
  /** An RFC 2397 data URI. */
  icon: `data:image/${string}`
  /** Reverse-DNS id, stable across sessions. */
  rdns: string
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: TestWallet
}

/** The parts of `window` an announcement needs; a real window, happy-dom's or jsdom's all fit. */
export interface AnnouncementTarget {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
  dispatchEvent(event: Event): boolean
  CustomEvent: typeof CustomEvent
}

export const defaultTestWalletInfo = {
  name: 'Latch Test Wallet',
  rdns: 'dev.latch.testwallet',
  icon: testWalletIcon,
} as const satisfies Omit<Eip6963ProviderInfo, 'uuid'>

/**
 * Announces `wallet` through EIP-6963: dispatches `eip6963:announceProvider` now and again on
 * every `eip6963:requestProvider`, as browser extensions do. The detail is frozen so a dapp cannot
 * alter what other listeners receive. Returns a function that stops answering requests.
 *
 * @example
 * const stopAnnouncing = announceTestWallet(window, createTestWallet({ accounts, chains }))
 */
export function announceTestWallet(
  target: AnnouncementTarget,
  wallet: TestWallet,
  info: Partial<Eip6963ProviderInfo> = {},
): () => void {
  const detail: Eip6963ProviderDetail = Object.freeze({
    info: Object.freeze({
      uuid: info.uuid ?? crypto.randomUUID(),
      name: info.name ?? defaultTestWalletInfo.name,
      icon: info.icon ?? defaultTestWalletInfo.icon,
      rdns: info.rdns ?? defaultTestWalletInfo.rdns,
    }),
    provider: wallet,
  })
  const announce = () => {
    target.dispatchEvent(new target.CustomEvent('eip6963:announceProvider', { detail }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
