// @vitest-environment happy-dom
import type { Locale } from '@latch/core'
import { LatchUI } from '@latch/react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { tick } from '../frame/test/fakeWindows'
import { ADDRESS, CODE, embeddedTestLatch } from '../test/embeddedTestLatch'
import { embeddedWalletViews } from './index'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let cleanup = () => {}
afterEach(() => cleanup())

function render(withViews = true, locale: Locale = 'en') {
  const made = embeddedTestLatch()
  if (locale !== 'en') void made.latch.dispatch({ type: 'locale.set', locale })
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  act(() =>
    root.render(<LatchUI client={made.latch} views={withViews ? [embeddedWalletViews] : []} />),
  )
  cleanup = () => {
    act(() => root.unmount())
    container.remove()
    made.latch.destroy()
    made.frame.close()
  }
  return made
}

const byText = (text: string) =>
  Array.from(document.querySelectorAll<HTMLElement>('button, label, [role="alert"], p')).filter(
    (element) => element.textContent?.replace(/\s+/g, ' ').trim() === text,
  )
const input = (label: string) => {
  const element = byText(label).find((e) => e.tagName === 'LABEL') as HTMLLabelElement | undefined
  return document.getElementById(element?.htmlFor ?? '') as HTMLInputElement | null
}
/** Types as a person does: React sees the input event. */
function type(field: HTMLInputElement | null, value: string) {
  if (!field) throw new Error('no such field')
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  act(() => {
    setter?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
/** Lets chunks load, messages pass and the frame's 500 ms grace run. */
async function until(made: ReturnType<typeof embeddedTestLatch>, check: () => unknown) {
  for (let i = 0; i < 200 && !check(); i++) {
    await act(async () => {
      await tick(2)
      await made.latch.clock.advanceAsync(100)
    })
  }
  expect(check()).toBeTruthy()
}

describe('email login in the default UI', () => {
  it('puts "Continue with email" first in Connect, only when the app has the views', async () => {
    const made = render()
    await act(() => made.latch.open())
    await until(made, () => byText('Continue with email').length)
    const lists = Array.from(document.querySelectorAll('ul[aria-label]')).map((ul) =>
      ul.getAttribute('aria-label'),
    )
    expect(lists[0]).toBe('Email')
    cleanup()

    const without = render(false)
    await act(() => without.latch.open())
    await until(without, () => document.querySelector('ul[aria-label="Wallets"]'))
    expect(byText('Continue with email')).toHaveLength(0)
  })

  it('email, then the code (resend after 30 s), then connected and closed', async () => {
    const made = render()
    await act(() => made.latch.open({ view: 'EmailLogin' }))
    await until(made, () => input('Email'))
    type(input('Email'), 'ada@example.com')
    act(() => byText('Continue')[0]?.click())

    const codeLabel = 'Enter the 6-digit code sent to ada@example.com'
    await until(made, () => input(codeLabel))
    expect(byText('Resend code in 30 s')[0]?.hasAttribute('disabled')).toBe(true)
    await act(() => made.latch.clock.advanceAsync(30_000))
    await until(made, () => byText('Resend code').length)
    expect(byText('Resend code')[0]?.hasAttribute('disabled')).toBe(false)

    // A wrong code: its message, the field cleared for the next try.
    type(input(codeLabel), '000000')
    await until(made, () => byText('Invalid OTP').length)
    expect(input(codeLabel)?.value).toBe('')

    type(input(codeLabel), CODE)
    await until(made, () => made.latch.getState().accounts.eip155?.status === 'connected')
    expect(made.latch.getState().accounts.eip155?.address).toBe(ADDRESS)
    expect(made.latch.getState().modal.open).toBe(false)
    expect(made.latch.getState().connections.eip155?.[0]?.auth).toEqual({
      name: 'email',
      username: 'ada@example.com',
    })
  })

  it('speaks French: the email step, the code step and its resend countdown', async () => {
    const made = render(true, 'fr')
    await act(() => made.latch.open({ view: 'EmailLogin' }))
    await until(made, () => input('E-mail'))
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe(
      'Continuer avec un e-mail',
    )
    type(input('E-mail'), 'ada@example.com')
    act(() => byText('Continuer')[0]?.click())

    const codeLabel = 'Saisissez le code à 6 chiffres envoyé à ada@example.com'
    await until(made, () => input(codeLabel))
    expect(byText('Renvoyer le code dans 30 s')[0]?.hasAttribute('disabled')).toBe(true)
    await act(() => made.latch.clock.advanceAsync(30_000))
    await until(made, () => byText('Renvoyer le code').length)
    expect(byText('Utiliser un autre e-mail')).toHaveLength(1)
  })

  it('speaks Arabic, right to left', async () => {
    const made = render(true, 'ar')
    await act(() => made.latch.open({ view: 'EmailLogin' }))
    await until(made, () => input('البريد الإلكتروني'))
    const dialog = document.querySelector('[role="dialog"]')
    expect(dialog?.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    expect(byText('متابعة')).toHaveLength(1)
  })
})
