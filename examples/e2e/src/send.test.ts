import { launchChromium, newLoopbackContext } from '@latch/testkit/chromium'
import {
  DEMO_START_TIMEOUT_MS,
  type Demo,
  exampleRoot,
  startDemo,
} from '@latch-examples/demo-support'
import type { Browser, Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { getBalance, readContract } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customUi, defaultUi, type ExampleModel } from './models'

// The send plugin in both examples, on the local stack: the default UI's Send view (from the
// Account view) and the custom UI's own form on `useSend`, sending ETH and the devnet's ERC20
// with the test wallet, then SOL and the validator's SPL token with the Solana test wallet; the
// balances are checked on the chains.

/** How each example's send form is reached and named. */
interface SendModel {
  open(page: Page): Promise<void>
  receiverLabel: string
  reviewButton: string
  sendButton: string
}

const models: [ExampleModel, SendModel][] = [
  [
    defaultUi,
    {
      async open(page) {
        if ((await page.getByRole('dialog').count()) === 0) {
          await page.getByRole('button', { name: /, account$/ }).click()
        }
        await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click()
      },
      receiverLabel: 'Receiver',
      reviewButton: 'Review',
      sendButton: 'Send',
    },
  ],
  [
    customUi,
    {
      open: async () => {},
      receiverLabel: 'To',
      reviewButton: 'Review send',
      sendButton: 'Confirm send',
    },
  ],
]

/** Dev account 5 of the devnet. */
const receiver: Address = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'

describe.each(models)('send in $example', (model, form) => {
  let demo: Demo
  let browser: Browser
  let page: Page
  const chain = () => demo.stack.chains[0]!
  const client = () => createPublicClient({ transport: http(chain().rpcUrl) })
  const tokenBalance = (owner: Address) =>
    readContract(client(), {
      address: chain().token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })

  beforeAll(async () => {
    ;[demo, browser] = await Promise.all([
      startDemo({ root: exampleRoot(model.example), port: 0 }),
      launchChromium(),
    ])
    page = await (await newLoopbackContext(browser)).context.newPage()
    await page.goto(demo.url)
  }, DEMO_START_TIMEOUT_MS)
  afterAll(async () => {
    await browser?.close()
    await demo?.stop()
  })

  /** Fills the form in and sends; resolves once the form is back empty (the send succeeded). */
  async function sendThroughForm(symbol: string, amount: string, to: string = receiver) {
    await form.open(page)
    const token = page.getByLabel('Token', { exact: true })
    await expect
      .poll(() => token.locator('option').allTextContents(), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([expect.stringContaining(symbol)]))
    const value = await token
      .locator('option')
      .evaluateAll(
        (options: HTMLOptionElement[], wanted) =>
          options.find((o) => o.textContent?.startsWith(wanted))?.value ?? '',
        symbol,
      )
    await token.selectOption(value)
    await page.getByLabel('Amount', { exact: true }).fill(amount)
    await page.getByLabel(form.receiverLabel, { exact: true }).fill(to)
    await page.getByRole('button', { name: form.reviewButton, exact: true }).click()
    const send = page.getByRole('button', { name: form.sendButton, exact: true }).last()
    await send.waitFor()
    expect(await page.getByText(/fee/i).count()).toBeGreaterThan(0)
    await send.click()
    await page.getByText(`Sent ${amount} ${symbol}`).waitFor({ timeout: 30_000 })
  }

  it('connects the test wallet (dev account 0)', async () => {
    await model.openWallets(page)
    await model.pickTestWallet(page)
    await expect.poll(() => model.shownAccount(page), { timeout: 15_000 }).toMatch(/0xf39F/i)
  })

  it('sends ETH, checked on the chain', async () => {
    const before = await getBalance(client(), { address: receiver })
    await sendThroughForm('ETH', '0.5')
    await expect
      .poll(() => getBalance(client(), { address: receiver }))
      .toBe(before + parseEther('0.5'))
  }, 60_000)

  it('sends the ERC20, checked on the chain', async () => {
    const before = await tokenBalance(receiver)
    const { symbol, decimals } = chain().token
    await sendThroughForm(symbol, '7.5')
    await expect.poll(() => tokenBalance(receiver)).toBe(before + parseUnits('7.5', decimals))
  })

  /** The example's activity list (the Account view's Activity tab, or the custom UI's own). */
  async function activityText() {
    if (model.example === 'custom-ui') {
      return (await page.getByRole('region', { name: 'Your activity' }).textContent()) ?? ''
    }
    if ((await page.getByRole('dialog').count()) === 0) {
      await page.getByRole('button', { name: /, account$/ }).click()
    }
    const dialog = page.getByRole('dialog')
    const tab = dialog.getByRole('tab', { name: 'Activity' })
    // The Send view returns to Account; from anywhere else, back to it first.
    await tab.waitFor()
    await tab.click()
    return (await dialog.getByRole('tabpanel', { name: 'Activity' }).textContent()) ?? ''
  }

  it('shows both sends in the activity, as sent, once the history lists them', async () => {
    const { symbol } = chain().token
    const settled = async () => {
      const text = await activityText()
      return (
        text.includes('−0.5 ETH') && text.includes(`−7.5 ${symbol}`) && !text.includes('Sending')
      )
    }
    await expect.poll(settled, { timeout: 20_000 }).toBe(true)
    expect(await activityText()).toContain('Sent')
  }, 60_000)

  /** A JSON-RPC read on the local validator. */
  async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
    const response = await fetch(demo.stack.solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    return ((await response.json()) as { result: T }).result
  }
  const solanaReceiver = () => demo.stack.solana.accounts[3]!
  const lamports = async () =>
    BigInt(
      (
        await solanaRpc<{ value: number }>('getBalance', [
          solanaReceiver().publicKey,
          { commitment: 'confirmed' },
        ])
      ).value,
    )
  const splUnits = async () =>
    BigInt(
      (
        await solanaRpc<{ value: { amount: string } }>('getTokenAccountBalance', [
          solanaReceiver().tokenAccount,
          { commitment: 'confirmed' },
        ])
      ).value.amount,
    )

  it('switches to Solana and connects the Solana test wallet', async () => {
    if (model.example === 'react-default' && (await page.getByRole('dialog').count()) > 0) {
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
    }
    await model.askFamilySwitch(page, 'Latch Local Solana')
    await model.confirmFamilySwitch(page, 'Latch Local Solana')
    await model.pickTestWallet(page)
    await expect
      .poll(() => model.shownAccount(page), { timeout: 15_000 })
      .toContain(demo.stack.solana.accounts[0]!.publicKey.slice(0, 4))
  }, 60_000)

  it('sends SOL, checked on the chain', async () => {
    const before = await lamports()
    await sendThroughForm('SOL', '0.5', solanaReceiver().publicKey)
    await expect.poll(() => lamports()).toBe(before + 500_000_000n)
  }, 60_000)

  it('sends the SPL token, checked on the chain', async () => {
    const before = await splUnits()
    const { symbol, decimals } = demo.stack.solana.mint
    await sendThroughForm(symbol, '2.5', solanaReceiver().publicKey)
    await expect.poll(() => splUnits()).toBe(before + parseUnits('2.5', decimals))
  }, 60_000)

  it('shows both Solana sends in the activity, as sent', async () => {
    const { symbol } = demo.stack.solana.mint
    const settled = async () => {
      const text = await activityText()
      return (
        text.includes('−0.5 SOL') && text.includes(`−2.5 ${symbol}`) && !text.includes('Sending')
      )
    }
    await expect.poll(settled, { timeout: 20_000 }).toBe(true)
  }, 60_000)
})
