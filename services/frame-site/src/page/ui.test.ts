// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
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
    const ui = createFrameUi(document, { armDelayMs: 0 })
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
      'Shop',
    )
    expect(texts('h1')).toEqual(['Shop vous demande d’envoyer une transaction'])
    expect(texts('dt')).toEqual(['À', 'Montant', 'Données', 'Réseau'])
    expect(texts('dd')).toEqual(['Nouveau contrat', '0.5 (jeton natif)', 'Aucune', 'eip155:1'])
    expect(button('Approuver')).toBeDefined()
    button('Refuser')?.click()
    await expect(answer).rejects.toMatchObject({ code: 4001 })
  })

  it('counts Solana transactions and names an unnamed app in words', async () => {
    const ui = createFrameUi(document, { armDelayMs: 0, languages: ['ja'] })
    const answer = ui.approve(
      {
        action: 'signSolanaTransactions',
        count: 3,
        rows: [{ label: 'domain', field: 'name', value: 'Mailer' }],
      },
      undefined,
    )
    expect(texts('h1')).toEqual(['このアプリが3件のSolanaトランザクションへの署名を求めています'])
    expect(texts('dt')).toEqual(['ドメイン name'])
    button('拒否')?.click()
    await expect(answer).rejects.toMatchObject({ code: 4001 })
  })

  it('shows what the request holds as text, never as markup', async () => {
    const ui = createFrameUi(document, { armDelayMs: 0 })
    const answer = ui.approve(
      {
        action: 'signMessage',
        rows: [{ label: 'message', value: '<img src=x onerror=alert(1)>' }],
      },
      '{app} <b>Shop</b>',
    )
    expect(document.querySelector('img, b')).toBeNull()
    expect(texts('h1')).toEqual(['{app} <b>Shop</b> asks you to sign a message'])
    expect(texts('dd')).toEqual(['<img src=x onerror=alert(1)>'])
    button('Reject')?.click()
    await expect(answer).rejects.toMatchObject({ code: 4001 })
  })
})
