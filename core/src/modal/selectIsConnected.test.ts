import { describe, expect, it } from 'vitest'
import type { AccountState, ConnectionStatus } from '../connections/types'
import { selectIsConnected } from './selectIsConnected'

function account(status: ConnectionStatus, address?: string): AccountState {
  return {
    status,
    address,
    tokenBalance: [],
    preferredAccountType: 'eoa',
    allAccounts: [],
    currentTab: 0,
    addressLabels: {},
  }
}

const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

describe('selectIsConnected', () => {
  it('is false with no accounts', () => {
    expect(selectIsConnected({ accounts: {} })).toBe(false)
  })

  it('is true when any namespace is connected with an address', () => {
    const accounts = {
      eip155: account('disconnected'),
      solana: account('connected', solanaAddress),
    }
    expect(selectIsConnected({ accounts })).toBe(true)
  })

  it('needs both the connected status and an address', () => {
    expect(selectIsConnected({ accounts: { eip155: account('connected') } })).toBe(false)
    expect(selectIsConnected({ accounts: { eip155: account('connecting', evmAddress) } })).toBe(
      false,
    )
    expect(selectIsConnected({ accounts: { eip155: account('reconnecting', evmAddress) } })).toBe(
      false,
    )
  })

  it('looks at one namespace when given one', () => {
    const accounts = { solana: account('connected', solanaAddress) }
    expect(selectIsConnected({ accounts }, 'solana')).toBe(true)
    expect(selectIsConnected({ accounts }, 'eip155')).toBe(false)
  })
})
