// @vitest-environment happy-dom
import { DISPLAY_NAME_MAX_LENGTH } from '@latch/core/constants'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { accessibleName, byRole, renderUI, until } from '../test/renderUI'
import { AccountButton } from './AccountButton'
import { buttonLatch, connect, profilePlugin, SHORT_ADDRESS } from './test/buttonLatch'

let unmount = () => {}
afterEach(() => unmount())

const accountButton = () => byRole('button', /, account$/)[0] as HTMLElement | undefined

describe('AccountButton', () => {
  it('shows nothing while no account is connected', () => {
    const { latch } = buttonLatch()
    ;({ unmount } = renderUI(latch, <AccountButton />))
    expect(byRole('button')).toHaveLength(0)
  })

  it('is named by what it shows (balance, then short address), then what it opens', async () => {
    const { latch } = buttonLatch()
    ;({ unmount } = renderUI(latch, <AccountButton />))
    await connect(latch)
    // The mock wallet holds 1.23456789 ETH: the core shows balances to 3 decimals.
    await until(() => accessibleName(accountButton() as HTMLElement).includes('ETH'))
    expect(accessibleName(accountButton() as HTMLElement)).toBe(
      `1.234 ETH ${SHORT_ADDRESS}, account`,
    )
    // The name holds the text as shown, words apart (WCAG 2.5.3: a voice user says what they see).
    expect(accountButton()?.textContent).toBe(`1.234 ETH ${SHORT_ADDRESS}`)
  })

  it("writes the balance the locale's way (German: a decimal comma), switched live", async () => {
    const { latch } = buttonLatch()
    ;({ unmount } = renderUI(latch, <AccountButton />))
    await connect(latch)
    await until(() => accountButton()?.textContent?.includes('1.234 ETH'))
    const button = accountButton()
    await act(() => latch.dispatch({ type: 'locale.set', locale: 'de' }))
    await until(() => button?.textContent?.includes('1,234 ETH'))
    // Isolated, so a right-to-left page keeps the amount before its symbol.
    expect(button?.querySelector('bdi')?.textContent).toBe('1,234 ETH')
  })

  it('shows the profile name, cut at 30 characters, instead of the address', async () => {
    const name = 'a-profile-name-longer-than-thirty-characters.reown.id'
    const { latch } = buttonLatch({ plugins: [profilePlugin(name)] })
    ;({ unmount } = renderUI(latch, <AccountButton />))
    await connect(latch)
    const cut = `${name.slice(0, DISPLAY_NAME_MAX_LENGTH)}…`
    expect(accessibleName(accountButton() as HTMLElement)).toMatch(new RegExp(`${cut}`))
    expect(accountButton()?.textContent).not.toContain(SHORT_ADDRESS)
  })

  it('opens the Account view', async () => {
    const { latch } = buttonLatch()
    ;({ unmount } = renderUI(latch, <AccountButton />))
    await connect(latch)
    await act(async () => accountButton()?.click())
    await until(() => byRole('dialog').length === 1)
    expect(latch.getState().router.history.at(-1)?.view).toBe('Account')
    expect(accessibleName(byRole('dialog')[0] as HTMLElement)).toBe('Account')
  })
})
