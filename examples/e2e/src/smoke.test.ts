import { exampleRoot, startDemo } from '@latch-examples/demo-support'
import { expect, it } from 'vitest'
import { launchChromium, loopbackPage } from './chromium'

it('smoke: custom-ui connects the test wallet', async () => {
  const demo = await startDemo({ root: exampleRoot('custom-ui'), port: 0 })
  const browser = await launchChromium()
  try {
    const page = await loopbackPage(browser)
    page.on('console', (m) => console.log('PAGE', m.type(), m.text()))
    page.on('pageerror', (e) => console.log('PAGEERROR', e.message))
    const t0 = Date.now()
    await page.goto(demo.url)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('button', { name: 'Latch Test Wallet' }).click()
    await expect
      .poll(() => page.getByLabel('Account').textContent(), { timeout: 15000 })
      .toContain('0xf39F')
    console.log(
      'connected in',
      Date.now() - t0,
      'ms',
      await page.getByLabel('Account').textContent(),
    )
  } finally {
    await browser.close()
    await demo.stop()
  }
}, 60_000)
