import { fileURLToPath } from 'node:url'
import { type LocalApi, startLocalApi } from '@latch/testkit'
import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBuild } from './frameworks/childProcesses'
import type { RunningApp } from './frameworks/frameworkApp'
import { reusableBuild } from './frameworks/reusableBuild'
import { serveStatic } from './frameworks/serveStatic'

// The proof of issue 34: a plugin written outside Latch (examples/third-party-plugin: the Acme
// chain), built by Vite with its defaults against the published entries of @latch/core, hooks and
// react (their dist), works in the default UI: its namespace and networks, its view titled in two
// languages, its two errors translated, its storage key, its constant and its feature flag. Its
// types are checked against the same published entries by `npm run typecheck`.

const root = fileURLToPath(new URL('../../third-party-plugin/', import.meta.url))

let api: LocalApi
let app: RunningApp
let browser: Browser
let page: Page
let blocked: string[]

const dialog = () => page.getByRole('dialog')
const tipButton = (name: 'Tip' | 'Donner') => dialog().getByRole('button', { name, exact: true })
const alertText = () => dialog().getByRole('alert').textContent()

/** Opens Acme's view from the app's own button; resolves once the dialog is named by its title. */
async function openTip(title: string) {
  await page.getByRole('button', { name: 'Tip Acme', exact: true }).click()
  await page.getByRole('dialog', { name: title }).waitFor()
}

/** Closes the modal if it is open (Escape), and waits until no dialog shows. */
async function closeModal() {
  if (await dialog().isVisible()) await page.keyboard.press('Escape')
  await dialog().waitFor({ state: 'hidden' })
}

describe('a third-party plugin on the published entries (the Acme chain)', () => {
  beforeAll(async () => {
    await reusableBuild(root, 'dist', ['vite', 'build'], () =>
      runBuild({
        command: `${root}node_modules/.bin/vite`,
        args: ['build'],
        cwd: root,
        env: { NODE_ENV: 'production' },
      }),
    )
    api = await startLocalApi()
    const endpoints = { api: api.apiUrl, data: api.dataUrl, analytics: api.analyticsUrl }
    ;[app, browser] = await Promise.all([
      serveStatic({
        root: `${root}dist/`,
        headScript: `window.LATCH_ENDPOINTS = ${JSON.stringify(endpoints)}`,
      }),
      launchChromium(),
    ])
    const loopback = await newLoopbackContext(browser)
    blocked = loopback.blocked
    page = await loopback.context.newPage()
    await page.goto(app.url)
  }, 240_000)

  afterAll(async () => {
    await browser?.close()
    await app?.stop()
    await api?.stop()
  })

  it('lists its networks in the default UI and switches between them', async () => {
    await page.getByRole('button', { name: 'Acme Main, change network' }).click()
    await dialog()
      .getByRole('button', { name: /Acme Test/ })
      .click()
    await page.getByRole('button', { name: 'Acme Test, change network' }).waitFor()
    await closeModal()
  })

  it('opens its view, titled in English, with its constant; refuses a tip before a connect', async () => {
    await openTip('Send a tip')
    // The title shows with the modal; the view's body comes with its chunk, a moment later.
    await expect.poll(() => dialog().textContent()).toContain('The smallest tip is 5 ACME.')
    await dialog().getByLabel('ACME').fill('5')
    await tipButton('Tip').click()
    await expect.poll(alertText).toBe('Connect an Acme wallet to tip')
    await closeModal()
  })

  it('titles the view and shows both of its errors in French', async () => {
    await page.getByLabel('Language').selectOption('fr')
    await openTip('Envoyer un pourboire')
    await expect
      .poll(() => dialog().textContent())
      .toContain('Le plus petit pourboire est de 5 ACME.')
    await dialog().getByLabel('ACME').fill('5')
    await tipButton('Donner').click()
    await expect.poll(alertText).toBe('Connectez un portefeuille Acme pour donner un pourboire')
    await closeModal()

    // Its wallet is in the Connect list like any namespace's.
    await page
      .getByRole('button', { name: /Connect/ })
      .first()
      .click()
    await dialog()
      .getByRole('button', { name: /Acme Wallet/ })
      .click()
    await dialog().waitFor({ state: 'hidden' })

    await openTip('Envoyer un pourboire')
    await dialog().getByLabel('ACME').fill('1')
    await tipButton('Donner').click()
    await expect.poll(alertText).toBe('Un pourboire est d’au moins 5 ACME')
  })

  it('keeps the last tip under its storage key, read back after a reload', async () => {
    await dialog().getByLabel('ACME').fill('7')
    await tipButton('Donner').click()
    await dialog().getByText('Dernier pourboire: 7 ACME').waitFor()
    expect(await page.evaluate(() => localStorage.getItem('@latch/acme_last_tip'))).toBe('7')

    await page.reload()
    await openTip('Send a tip')
    await dialog().getByText('Last tip: 7 ACME').waitFor()
  })

  it('asked no host but this machine', () => {
    expect(blocked).toEqual([])
  })
})
