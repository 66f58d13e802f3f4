// @vitest-environment happy-dom
import { createManualClock } from '@latch/core'
import { afterEach, describe, expect, it } from 'vitest'
import { MIN_VISIBLE_MS } from './confirmGate/seenGate'
import { fakeVisibility } from './test/fakeVisibility'
import { trustedClick, trustedKey, trustedTyping } from './test/trusted'
import { createFrameUi } from './ui'

afterEach(() => {
  document.body.replaceChildren()
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
})

const texts = (selector: string) =>
  Array.from(document.querySelectorAll(selector)).map((element) => element.textContent)
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name)

describe("the secure page's language", () => {
  it("speaks the browser's first language Latch knows until the host says its page's", () => {
    const ui = createFrameUi(document, { languages: ['pt-BR', 'de-DE', 'fr'] })
    expect(texts('h1')).toEqual(['Sichere Wallet'])
    expect(document.documentElement.lang).toBe('de')

    ui.setLocale('ar')
    expect(texts('h1')).toEqual(['المحفظة الآمنة'])
    expect(document.documentElement.lang).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
  })

  it('words the refusal in the language too, and redraws it on a switch', () => {
    const ui = createFrameUi(document, { languages: ['xx'] })
    ui.refuse()
    expect(texts('h1')).toEqual(['This page can’t be shown here'])
    ui.setLocale('es')
    expect(texts('h1')).toEqual(['Esta página no se puede mostrar aquí'])
  })

  it('shows an approval in the host page language: the app, the action, the rows in words', async () => {
    const ui = createFrameUi(document)
    ui.setLocale('fr')
    const answer = ui.approve(
      {
        action: 'sendTransaction',
        rows: [
          { label: 'to', value: '', valueText: 'newContract' },
          { label: 'value', value: '0.5', valueText: 'nativeAmount' },
          { label: 'data', value: '', valueText: 'none' },
          { label: 'network', value: 'eip155:1' },
        ],
      },
      { origin: 'https://shop.example', claimedName: 'Shop' },
    )
    expect(texts('h1')).toEqual(['shop.example vous demande d’envoyer une transaction'])
    expect(texts('dt')).toEqual(['À', 'Montant', 'Données', 'Réseau'])
    expect(texts('dd')).toEqual(['Nouveau contrat', '0.5 (jeton natif)', 'Aucune', 'eip155:1'])
    expect(button('Approuver')).toBeDefined()
    button('Refuser')?.click()
    await expect(answer).rejects.toMatchObject({ code: 4001 })
  })

  it('counts Solana transactions', async () => {
    const ui = createFrameUi(document, { languages: ['ja'] })
    const answer = ui.approve(
      {
        action: 'signSolanaTransactions',
        count: 3,
        rows: [{ label: 'domain', field: 'name', value: 'Mailer' }],
      },
      { origin: 'https://shop.example' },
    )
    expect(texts('h1')).toEqual(['shop.exampleが3件のSolanaトランザクションへの署名を求めています'])
    expect(texts('dt')).toEqual(['ドメイン name'])
    button('拒否')?.click()
    await expect(answer).rejects.toMatchObject({ code: 4001 })
  })

  it('shows what the request holds as text, never as markup', async () => {
    const ui = createFrameUi(document)
    const answer = ui.approve(
      {
        action: 'signMessage',
        rows: [{ label: 'message', value: '<img src=x onerror=alert(1)>' }],
      },
      { origin: 'https://shop.example', claimedName: '{app} <b>Shop</b>' },
    )
    expect(document.querySelector('img, b')).toBeNull()
    expect(texts('h1')).toEqual(['shop.example asks you to sign a message'])
    expect(texts('h1 + p')).toEqual(['Calls itself “{app} <b>Shop</b>” (not verified)'])
    expect(texts('dd')).toEqual(['<img src=x onerror=alert(1)>'])
    button('Reject')?.click()
    await expect(answer).rejects.toMatchObject({ code: 4001 })
  })
})

describe('who asks (M4): the origin the frame verified, not the name the page claims', () => {
  it('titles the approval with the origin; the claimed name only beside it, marked as claimed', async () => {
    const ui = createFrameUi(document)
    // A page on evil.example that calls itself Uniswap (SYNC_DAPP_DATA's name).
    const answer = ui.approve(signMessage(), {
      origin: 'https://evil.example',
      claimedName: 'Uniswap',
    })
    expect(texts('h1')).toEqual(['evil.example asks you to sign a message'])
    expect(texts('h1 + p')).toEqual(['Calls itself “Uniswap” (not verified)'])
    button('Reject')?.click()
    await expect(answer).rejects.toMatchObject({ code: 4001 })
  })

  it('shows an http:// origin whole, a look-alike name as punycode, a port as part of it', async () => {
    const ui = createFrameUi(document, { languages: ['de'] })
    for (const origin of [
      'http://shop.example',
      'https://xn--pple-43d.com',
      'https://a.example:8443',
    ]) {
      const answer = ui.approve(signMessage(), { origin })
      expect(texts('h1')[0]).toBe(
        `${origin.replace('https://', '')} bittet dich, eine Nachricht zu signieren`,
      )
      // No claim, no claim line.
      expect(texts('h1 + p')).toEqual([
        'Bestätige nur, wenn du dieser App vertraust und diese Anfrage erwartet hast.',
      ])
      button('Ablehnen')?.click()
      await expect(answer).rejects.toMatchObject({ code: 4001 })
    }
  })
})

describe('Approve and Confirm against clickjacking (guardConfirm in the dialogs)', () => {
  /** Whether a promise has settled, after pending callbacks ran. */
  const settled = async (promise: Promise<unknown>) => {
    let done = false
    promise.then(
      () => (done = true),
      () => (done = true),
    )
    await Promise.resolve()
    await Promise.resolve()
    return done
  }

  it("approves on the person's click only once the dialog was seen whole for half a second", async () => {
    const clock = createManualClock()
    const visibility = fakeVisibility()
    const ui = createFrameUi(document, { clock, visibility: visibility.watch })
    const answer = ui.approve(
      { action: 'signMessage', rows: [{ label: 'message', value: 'hi' }] },
      { origin: 'https://shop.example' },
    )
    const approve = button('Approve')!
    // The host shows the frame see-through, or covers it: the browser says so.
    visibility.report(false)
    clock.advance(10_000)
    trustedClick(approve)
    expect(await settled(answer)).toBe(false)
    expect(approve.getAttribute('aria-disabled')).toBe('true')
    expect(document.getElementById(approve.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Part of this window is hidden, covered or see-through. It must be fully visible before you can confirm.',
    )

    // Shown plainly: half a second later the same click approves.
    visibility.report(true)
    clock.advance(MIN_VISIBLE_MS - 1)
    trustedClick(approve)
    expect(await settled(answer)).toBe(false)
    clock.advance(1)
    approve.click()
    expect(await settled(answer)).toBe(false)
    trustedClick(approve)
    await expect(answer).resolves.toBeUndefined()
    expect(visibility.watching).toBe(0)
    expect(texts('h1')).toEqual(['Secure wallet'])
  })

  it('asks, where the browser cannot tell, for the code shown in the frame before Approve counts', async () => {
    const ui = createFrameUi(document, { visibility: undefined })
    const answer = ui.approve(signMessage(), { origin: 'https://shop.example' })
    const approve = button('Approve')!
    trustedClick(approve)
    expect(await settled(answer)).toBe(false)
    const code = /(\d{4})$/.exec(
      texts('p').find((text) => text?.startsWith('To confirm')) ?? '',
    )?.[1]
    trustedTyping(document.querySelector('label input')!, code ?? '')
    trustedClick(approve)
    await expect(answer).resolves.toBeUndefined()
  })

  it('guards the code form’s Confirm too: a covered frame sends no code, a seen one does', async () => {
    const clock = createManualClock()
    const visibility = fakeVisibility()
    const ui = createFrameUi(document, { clock, visibility: visibility.watch })
    const tried: string[] = []
    const done = ui.recoveryCode({
      email: 'ada@example.com',
      resendInSeconds: 0,
      confirm: async (code) => {
        tried.push(code)
      },
      resend: async () => 30,
    })
    const input = document.querySelector('input')!
    input.value = '123456'
    visibility.report(false)
    trustedClick(button('Confirm')!)
    trustedKey(input, 'Enter')
    expect(tried).toEqual([])

    visibility.report(true)
    clock.advance(MIN_VISIBLE_MS)
    trustedKey(input, 'Enter')
    await done
    expect(tried).toEqual(['123456'])
  })
})

const signMessage = () => ({ action: 'signMessage', rows: [] }) as const

describe('the email change, in the frame', () => {
  it('shows both addresses; mails a code only on the person’s click on a seen frame; takes both codes here', async () => {
    const clock = createManualClock()
    const visibility = fakeVisibility()
    const ui = createFrameUi(document, { clock, visibility: visibility.watch })
    const calls: string[] = []
    const change = ui.changeEmail({
      currentEmail: 'ada@example.com',
      newEmail: 'ada.new@example.com',
      sendCurrentCode: async () => {
        calls.push('send')
        return 30
      },
      confirmCurrent: async (code) => {
        calls.push(`current ${code}`)
      },
      confirmNew: async (code) => {
        calls.push(`new ${code}`)
      },
    })
    expect(texts('dd')).toEqual(['ada@example.com', 'ada.new@example.com'])
    const send = button('Send code')!
    // A script's click, or the person's on a covered frame: nothing is mailed.
    send.click()
    visibility.report(false)
    clock.advance(10_000)
    trustedClick(send)
    await Promise.resolve()
    expect(calls).toEqual([])

    visibility.report(true)
    clock.advance(MIN_VISIBLE_MS)
    trustedClick(send)
    await expect.poll(() => document.querySelector('input') !== null).toBe(true)
    expect(calls).toEqual(['send'])
    expect(texts('p')[0]).toContain('ada@example.com')
    for (const [code, next] of [
      ['111111', 'ada.new@example.com'],
      ['222222', undefined],
    ] as const) {
      const input = document.querySelector('input')!
      trustedTyping(input, code)
      visibility.report(true)
      clock.advance(MIN_VISIBLE_MS)
      trustedKey(input, 'Enter')
      if (next) await expect.poll(() => texts('p')[0]).toContain(`sent to ${next}`)
    }
    await change
    expect(calls).toEqual(['send', 'current 111111', 'new 222222'])
    expect(texts('h1')).toEqual(['Secure wallet'])
  })

  it('changes nothing on Cancel', async () => {
    const ui = createFrameUi(document, { visibility: fakeVisibility().watch })
    const change = ui.changeEmail({
      currentEmail: 'ada@example.com',
      newEmail: 'mallory@example.com',
      sendCurrentCode: async () => {
        throw new Error('not asked')
      },
      confirmCurrent: async () => {},
      confirmNew: async () => {},
    })
    button('Cancel')!.click()
    await expect(change).rejects.toThrow('Email change cancelled')
  })
})
