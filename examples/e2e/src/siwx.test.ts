import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import {
  DEMO_START_TIMEOUT_MS,
  type Demo,
  exampleRoot,
  startDemo,
} from '@latch-examples/demo-support'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, exposeLatch, settle } from './embeddedWalletPage'
import { customUi, defaultUi, type ExampleModel } from './models'
import { testWallet } from './testWallet'

// Sign-in with the wallet (@latch/siwx) in both examples, required (`?siwx=required`: the examples
// keep it optional otherwise, so the other journeys are not asked to sign in), against the local
// stack's API: its example endpoints verify every signature for real (`@latch/siwx/server`).

const models: ExampleModel[] = [defaultUi, customUi]

describe.each(models)('sign-in with the wallet in $example', (model) => {
  let demo: Demo
  let browser: Browser
  let page: Page
  const evmOwner = () => demo.stack.accounts[0]!.address
  const solanaOwner = () => demo.stack.solana.accounts[0]!.publicKey
  const signInUrl = () => new URL('?siwx=required', demo.url).href
  /** The sessions the app's server holds for an address (the local API's sessions route). */
  const serverSessions = async (address: string) => {
    const answer = await fetch(`${demo.config.endpoints.data}/v1/sessions/${address}?projectId=e2e`)
    return ((await answer.json()) as { sessions: { pci: string; caipNetworkId: string }[] })
      .sessions
  }
  const messageToSign = (on: Page = page) => on.getByRole('textbox', { name: 'Message to sign' })
  const dialog = (on: Page = page) => on.getByRole('dialog')
  /** Picks a network of the connected family without the model's waits (the sign view pops). */
  async function pickNetwork(name: string) {
    if (model === customUi) {
      await page.getByRole('combobox', { name: 'Network' }).selectOption({ label: name })
      return
    }
    await page.getByRole('button', { name: /, change network$/ }).click()
    await dialog()
      .getByRole('button', { name: new RegExp(`^${name}( Active)?$`) })
      .click()
  }

  beforeAll(async () => {
    ;[demo, browser] = await Promise.all([
      startDemo({ root: exampleRoot(model.example), port: 0 }),
      launchChromium(),
    ])
    page = await (await newLoopbackContext(browser)).context.newPage()
    await page.goto(signInUrl())
  }, DEMO_START_TIMEOUT_MS)
  afterAll(async () => {
    await browser?.close()
    await demo?.stop()
  })

  it('asks to sign in right after connecting, showing the EIP-4361 message', async () => {
    await model.openWallets(page)
    await model.pickTestWallet(page)
    await messageToSign().waitFor({ timeout: 15_000 })
    const text = await messageToSign().inputValue()
    expect(text).toContain(
      `${new URL(demo.url).host} wants you to sign in with your Ethereum account:`,
    )
    expect(text).toContain(evmOwner())
    expect(text).toMatch(/\nNonce: [a-zA-Z0-9]{8,}\n/)
  })

  it('the sign view passes axe (WCAG 2.1 A/AA), light and dark', async () => {
    await exposeLatch(page)
    const findings: string[] = []
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate(
        // biome-ignore lint/suspicious/noExplicitAny: the page's client, see exposeLatch
        (themeMode) => (window as any).__latch.dispatch({ type: 'theme.setMode', themeMode }),
        mode,
      )
      // The theme fades in: let it start, then wait until every transition is done.
      await page.waitForTimeout(300)
      await settle(page)
      for (const v of await axeViolations(page)) {
        for (const node of v.nodes)
          findings.push(`${mode}: ${v.id} at ${node.target}: ${node.summary}`)
      }
    }
    expect(findings).toEqual([])
  })

  it("a declined signature says 'Signature declined'; signing again signs in and closes", async () => {
    await testWallet.rejectNext(page, 'personal_sign')
    await dialog().getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => dialog().getByText('Signature declined').count()).toBe(1)
    await dialog().getByRole('button', { name: 'Sign again' }).click()
    await expect.poll(() => dialog().count(), { timeout: 15_000 }).toBe(0)
    const sessions = await serverSessions(evmOwner())
    expect(sessions.map((s) => s.caipNetworkId)).toEqual([
      `eip155:${demo.stack.chains[0]!.chainId}`,
    ])
  })

  it('keeps the session across a reload: connected, not asked again', async () => {
    await page.reload()
    await expect.poll(() => model.shownAccount(page), { timeout: 15_000 }).toMatch(/0xf39F/i)
    await page.waitForTimeout(1000)
    expect(await messageToSign().count()).toBe(0)
  })

  it('asks again on a new network; Cancel switches back to the signed-in one (spec §4)', async () => {
    await pickNetwork('Latch Local 2')
    await messageToSign().waitFor({ timeout: 15_000 })
    expect(await messageToSign().inputValue()).toContain(
      `Chain ID: ${demo.stack.chains[1]!.chainId}`,
    )
    await dialog().getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => model.shownNetwork(page), { timeout: 15_000 }).toBe('Latch Local')
    await expect.poll(() => testWallet.chainId(page)).toBe(demo.stack.chains[0]!.chainId)
    expect(await model.shownAccount(page)).toMatch(/0xf39F/i)
  })

  it('signs in on Solana (Sign In With Solana) after connecting the Solana wallet', async () => {
    await model.askFamilySwitch(page, 'Latch Local Solana')
    await model.confirmFamilySwitch(page, 'Latch Local Solana')
    await model.pickTestWallet(page)
    await messageToSign().waitFor({ timeout: 15_000 })
    const text = await messageToSign().inputValue()
    expect(text).toContain('wants you to sign in with your Solana account:')
    expect(text).toContain(solanaOwner())
    await dialog().getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => dialog().count(), { timeout: 15_000 }).toBe(0)
    const sessions = await serverSessions(solanaOwner())
    expect(sessions.map((s) => s.caipNetworkId)).toEqual([demo.stack.solana.chainId])
  })

  // Revoking is the app's own UI (custom-ui's session list, on useSiwx): the default UI lists no
  // sessions, so this step exists for custom-ui only.
  if (model === customUi)
    it('revokes the Solana session (signed by the account); asked again, Cancel goes back to EVM', async () => {
      await page
        .getByRole('button', { name: `Revoke session on ${demo.stack.solana.chainId}` })
        .click()
      await expect.poll(() => serverSessions(solanaOwner()), { timeout: 15_000 }).toEqual([])
      // Still on Solana, now without a session: required, so asked again.
      await messageToSign().waitFor({ timeout: 15_000 })
      await dialog().getByRole('button', { name: 'Cancel' }).click()
      await expect.poll(() => model.shownNetwork(page), { timeout: 15_000 }).toBe('Latch Local')
    })

  // The app's own sign-in button (custom-ui, on useSiwx) with sign-in optional: nothing asks.
  if (model === customUi)
    it("optional sign-in: not asked on connect; the app's Sign in button signs in", async () => {
      const optional = await (await newLoopbackContext(browser)).context.newPage()
      await optional.goto(new URL('?siwx=optional', demo.url).href)
      await model.openWallets(optional)
      await model.pickTestWallet(optional)
      await expect.poll(() => model.shownAccount(optional), { timeout: 15_000 }).toMatch(/0xf39F/i)
      expect(await messageToSign(optional).count()).toBe(0)
      await optional.getByRole('button', { name: 'Sign in with wallet' }).click()
      await expect
        .poll(() => optional.getByRole('status').filter({ hasText: 'Signed in on' }).count(), {
          timeout: 15_000,
        })
        .toBe(1)
      await optional.close()
    })

  it('cancelling the first sign-in disconnects (no network signed in on this page)', async () => {
    const fresh = await (await newLoopbackContext(browser)).context.newPage()
    await fresh.goto(signInUrl())
    await model.openWallets(fresh)
    await model.pickTestWallet(fresh)
    await messageToSign(fresh).waitFor({ timeout: 15_000 })
    await dialog(fresh).getByRole('button', { name: 'Cancel' }).click()
    await expect
      .poll(() => fresh.getByRole('button', { name: 'Connect wallet' }).count(), {
        timeout: 15_000,
      })
      .toBe(1)
    expect(await messageToSign(fresh).count()).toBe(0)
  })
})
