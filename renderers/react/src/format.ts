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

/**
 * "1234567.891" → "1,234,567.891": an amount as text, grouped for reading, digits unchanged. In
 * linear time (amounts can come from remote APIs): no look-ahead pattern rescanning the digits.
 */
export function groupDigits(amount: string): string {
  const [whole = '', fraction] = amount.split('.')
  const parts = /^(\D*)(\d+)$/.exec(whole)
  const grouped = parts ? `${parts[1]}${inThrees(parts[2] as string)}` : whole
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

function inThrees(digits: string): string {
  const first = digits.length % 3 || 3
  const groups = [digits.slice(0, first)]
  for (let start = first; start < digits.length; start += 3) {
    groups.push(digits.slice(start, start + 3))
  }
  return groups.join(',')
}
