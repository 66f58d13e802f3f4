import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, newLoopbackContext } from './chromium'
import { testWalletInitScript } from './testWalletInitScript'

const privateKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const solanaKey = Array.from({ length: 32 }, (_, i) => i + 1)

/**
 * A page that knows nothing of the testkit: its first script asks for wallets the standard ways
 * (EIP-6963, the Wallet Standard's app-ready) and writes down who answered; it frames itself once.
 */
const appPage = `<!doctype html><html><head><script>
  window.found = { evm: [], solana: [] }
  window.addEventListener('eip6963:announceProvider', (event) => window.found.evm.push(event.detail))
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', {
    detail: { register: (...wallets) => window.found.solana.push(...wallets) },
  }))
</script></head><body><iframe src="/frame"></iframe></body></html>`

let server: Server
let url: string
let browser: Browser
beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(request.url === '/frame' ? '<!doctype html><p>frame</p>' : appPage)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

describe('testWalletInitScript', () => {
  it("installs both wallets before the page's own scripts run, in the top frame only", async () => {
    const { ed25519 } = await import('@noble/curves/ed25519.js')
    const secretKey = [...solanaKey, ...ed25519.getPublicKey(Uint8Array.from(solanaKey))]
    const script = await testWalletInitScript({
      evm: { accounts: [privateKey], chains: [{ chainId: 31338, rpcUrl: 'http://127.0.0.1:9' }] },
      solana: {
        secretKeys: [Uint8Array.from(secretKey)],
        chains: [{ chainId: 'solana:localnet', rpcUrl: 'http://127.0.0.1:9' }],
      },
    })
    const { context } = await newLoopbackContext(browser)
    try {
      await context.addInitScript({ content: script })
      const page = await context.newPage()
      await page.goto(url)
      const found = await page.evaluate(async () => {
        const { found } = window as unknown as {
          found: {
            evm: {
              info: { name: string; rdns: string }
              provider: { request(a: object): unknown }
            }[]
            solana: { name: string; chains: string[] }[]
          }
        }
        return {
          evm: found.evm.map(({ info }) => [info.name, info.rdns]),
          accounts: await found.evm[0]?.provider.request({ method: 'eth_requestAccounts' }),
          solana: found.solana.map(({ name, chains }) => [name, chains]),
        }
      })
      expect(found).toEqual({
        evm: [['Latch Test Wallet', 'dev.latch.testwallet']],
        accounts: [privateKeyToAccount(privateKey).address],
        solana: [['Latch Test Wallet', ['solana:localnet']]],
      })
      // The handles a test driver scripts the wallets with; none inside the page's frame.
      const handles = (target: typeof page | ReturnType<typeof page.frames>[number]) =>
        target.evaluate(() =>
          ['__LATCH_TEST_WALLET__', '__LATCH_SOLANA_TEST_WALLET__'].filter(
            (name) => name in window,
          ),
        )
      expect(await handles(page)).toEqual(['__LATCH_TEST_WALLET__', '__LATCH_SOLANA_TEST_WALLET__'])
      const frame = page.frames().find((f) => f.url().endsWith('/frame'))
      expect(frame && (await handles(frame))).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('asks for at least one wallet', async () => {
    await expect(testWalletInitScript({})).rejects.toThrow('give evm, solana or bitcoin')
  })

  it('installs the Bitcoin wallet, which signs BIP-322 messages in the page (bip322-js on its shims)', async () => {
    const script = await testWalletInitScript({
      bitcoin: {
        paymentSecretKey: Uint8Array.from(solanaKey),
        ordinalsSecretKey: Uint8Array.from(solanaKey.map((byte) => byte + 32)),
        esploraUrl: 'http://127.0.0.1:9',
      },
    })
    const { context } = await newLoopbackContext(browser)
    try {
      await context.addInitScript({ content: script })
      const page = await context.newPage()
      await page.goto(url)
      const signed = await page.evaluate(async () => {
        type Account = { address: string }
        type BitcoinWallet = {
          name: string
          features: {
            'bitcoin:connect': { connect(input: object): Promise<{ accounts: Account[] }> }
            'bitcoin:signMessage': {
              signMessage(input: object): Promise<{ signature: Uint8Array }[]>
            }
          }
        }
        const { found } = window as unknown as { found: { solana: BitcoinWallet[] } }
        const [wallet] = found.solana
        if (!wallet) throw new Error('no wallet registered')
        const { accounts } = await wallet.features['bitcoin:connect'].connect({
          purposes: ['payment', 'ordinals'],
        })
        const [signed] = await wallet.features['bitcoin:signMessage'].signMessage({
          account: accounts[0],
          message: new TextEncoder().encode('Hello from Latch'),
        })
        return {
          name: wallet.name,
          addresses: accounts.map((account) => account.address),
          signature: btoa(String.fromCharCode(...(signed?.signature ?? []))),
        }
      })
      expect(signed.name).toBe('Latch Bitcoin Test Wallet')
      const [payment, ordinals] = signed.addresses
      expect(payment).toMatch(/^bcrt1q/)
      expect(ordinals).toMatch(/^bcrt1p/)
      const { Verifier } = await import('bip322-js')
      expect(Verifier.verifySignature(payment ?? '', 'Hello from Latch', signed.signature)).toBe(
        true,
      )
      expect(Verifier.verifySignature(payment ?? '', 'Hello', signed.signature)).toBe(false)
    } finally {
      await context.close()
    }
  })
})
