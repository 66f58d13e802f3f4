import { truncateDisplayName } from '@latch/core'

/** `0x1234…abcd`: enough to recognise an address, short enough for a button. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}

/** A profile name (cut at 30 characters, spec §5) or the short address. */
export function accountLabel(account: { profileName?: string; address?: string }): string {
  if (account.profileName) return truncateDisplayName(account.profileName)
  return account.address ? shortAddress(account.address) : ''
}
