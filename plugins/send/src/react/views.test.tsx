// @vitest-environment happy-dom
import type { Locale } from '@latch/core'
import { LatchUI } from '@latch/react'
import {
  type Devnet,
  type DevnetChain,
  type LocalApi,
  startDevnet,
  startLocalApi,
} from '@latch/testkit'
import { byLabel, byRole, click, labelled, type, until } from '@latch/testkit/dom'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { createPublicClient, http, parseEther } from 'viem'
import { getBalance } from 'viem/actions'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectedSendWorld, type SendWorld } from '../test/sendWorld'
import { sendViews } from './index'

// The default UI's Account view with the send plugin's views, on real local parts (anvil, the
// local Data API, eip155 with the test wallet), in happy-dom.

let devnet: Devnet
let api: LocalApi
let home: DevnetChain
const cleanups: (() => void)[] = []
beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
  home = devnet.chains[0] as DevnetChain
  api = await startLocalApi({ chains: devnet.chains })
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})
afterAll(async () => {
  await (
    window as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }
  ).happyDOM.waitUntilComplete()
  await api?.stop()
  await devnet?.stop()
})

const receiver = '0x000000000000000000000000000000000000cafE'

async function openAccount(index: number, withViews = true, locale?: Locale): Promise<SendWorld> {
  const world = await connectedSendWorld(devnet, api, index)
  if (locale) await world.latch.dispatch({ type: 'locale.set', locale })
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  act(() =>
    root.render(<LatchUI client={world.latch} views={withViews ? [sendViews] : undefined} />),
  )
  cleanups.push(() => {
    act(() => root.unmount())
    container.remove()
    world.destroy()
  })
  await act(() => world.latch.open())
  await until(() => world.latch.getState().router.history.at(-1)?.view === 'Account')
  return world
}

describe('Send and Receive in the Account view', () => {
  it('without the views the Account view shows neither button', async () => {
    await openAccount(4, false)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(byRole('button', 'Send')).toHaveLength(0)
    expect(byRole('button', 'Receive')).toHaveLength(0)
  })

  it('sends ETH: token, amount, receiver, review with the fee, then back to Account with a toast', async () => {
    const world = await openAccount(4)
    await until(() => byRole('button', 'Send').length > 0)
    await click(byRole('button', 'Send')[0])
    await until(() => world.own().tokenBalances.length > 0)
    // The view's chunk may still be on its way when the balances are in.
    await until(() => labelled('Token'))

    const token = byLabel<HTMLSelectElement>('Token')
    await until(() => token.options.length > 1)
    const eth = Array.from(token.options).find((o) => o.textContent?.startsWith('ETH'))!
    await type(token, eth.value)
    await type(byLabel('Amount'), '0.5')
    await type(byLabel('Receiver'), receiver)
    const before = await getBalance(createPublicClient({ transport: http(home.rpcUrl) }), {
      address: receiver,
    })

    await click(byRole('button', 'Review')[0])
    await until(() => world.own().step === 'review')
    await until(() => document.body.textContent?.includes('Network fee'))
    expect(document.body.textContent).toMatch(/Network fee: [\d.]+ ETH \(≈ \$[\d.]+\)/)
    expect(document.body.textContent).toContain(receiver)

    await click(byRole('button', 'Send').at(-1))
    await until(() => world.latch.getState().router.history.at(-1)?.view === 'Account')
    await until(() => byRole('status').some((s) => s.textContent?.includes('Sent 0.5 ETH')))
    const link = Array.from(document.querySelectorAll('a')).find(
      (a) => a.textContent === 'View on explorer',
    )
    expect(link?.href).toMatch(/^https:\/\/explorer\.local\.test\/tx\/0x/)
    expect(
      await getBalance(createPublicClient({ transport: http(home.rpcUrl) }), { address: receiver }),
    ).toBe(before + parseEther('0.5'))
  })

  it('shows the spec’s message when the form is not filled in', async () => {
    const world = await openAccount(5)
    await until(() => byRole('button', 'Send').length > 0)
    await click(byRole('button', 'Send')[0])
    await until(() => byRole('button', 'Review').length > 0)
    await click(byRole('button', 'Review')[0])
    await until(() => byRole('alert').length > 0 || world.own().error !== undefined)
    expect(document.body.textContent).toContain('An amount and receiver address are required')
  })

  it('Receive shows the address, a QR code of it and a copy button', async () => {
    const world = await openAccount(6)
    await until(() => byRole('button', 'Receive').length > 0)
    await click(byRole('button', 'Receive')[0])
    await until(() => byRole('img', `QR code of ${world.address}`).length > 0)
    expect(document.body.textContent).toContain(world.address)
    expect(byRole('button', 'Copy address')).toHaveLength(1)
  })

  it('speaks French: the form, the review with the fee, the toast and Receive', async () => {
    const world = await openAccount(7, true, 'fr')
    await until(() => byRole('button', 'Envoyer').length > 0)
    expect(byRole('button', 'Recevoir')).toHaveLength(1)
    await click(byRole('button', 'Envoyer')[0])
    await until(() => world.own().tokenBalances.length > 0)
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Envoyer')
    await until(() => labelled('Jeton'))

    const token = byLabel<HTMLSelectElement>('Jeton')
    await until(() => token.options.length > 1)
    const eth = Array.from(token.options).find((o) => o.textContent?.startsWith('ETH'))!
    await type(token, eth.value)
    await type(byLabel('Montant'), '0.25')
    await type(byLabel('Destinataire'), receiver)
    await click(byRole('button', 'Vérifier')[0])
    await until(() => document.body.textContent?.includes('Frais de réseau'))
    // French numbers: a decimal comma, the dollar after the amount.
    expect(document.body.textContent).toMatch(/Frais de réseau : [\d,]+ ETH \(≈ [\d,\s]+\$/)
    expect(document.body.textContent).toContain('0,25')
    expect(document.body.textContent).not.toContain('Network fee')

    await click(byRole('button', 'Envoyer').at(-1))
    await until(() => byRole('status').some((s) => s.textContent?.includes('Envoyé : 0,25 ETH')))
    expect(
      Array.from(document.querySelectorAll('a')).some(
        (a) => a.textContent === 'Voir dans l’explorateur',
      ),
    ).toBe(true)

    await until(() => byRole('button', 'Recevoir').length > 0)
    await click(byRole('button', 'Recevoir')[0])
    await until(() => byRole('img', `QR code de ${world.address}`).length > 0)
    expect(byRole('button', 'Copier l’adresse')).toHaveLength(1)
  })

  it('shows the required-fields message in Arabic, right to left', async () => {
    const world = await openAccount(8, true, 'ar')
    await until(() => byRole('button', 'إرسال').length > 0)
    await click(byRole('button', 'إرسال')[0])
    await until(() => byRole('button', 'مراجعة').length > 0)
    const dialog = document.querySelector('[role="dialog"]')
    expect(dialog?.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    await click(byRole('button', 'مراجعة')[0])
    await until(() => world.own().error !== undefined)
    await until(() =>
      byRole('alert').some((alert) => alert.textContent === 'يلزم إدخال المبلغ وعنوان المستلم'),
    )
  })
})
