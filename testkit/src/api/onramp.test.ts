import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalApi, startLocalApi } from './server'
import { errorShape, onrampOptionsShape, onrampQuoteShape, onrampUrlShape } from './shapes'
import { getJson, postJson } from './testClient'

// Onramp answers need no chain reads: a chain entry only adds its network to the options.
const localChain = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:9',
  token: {
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const,
    symbol: 'LUSD',
    name: 'Latch USD',
    decimals: 6,
  },
}

describe('onramp', () => {
  let api: LocalApi
  beforeAll(async () => {
    api = await startLocalApi({ chains: [localChain] })
  })
  afterAll(() => api.stop())

  it('offers USDC and USD with the card and bank limits of spec §9, plus the local chain', async () => {
    const { status, body } = await getJson(api, '/v1/onramp/options')
    expect(status).toBe(200)
    const options = onrampOptionsShape.parse(body)
    expect(options.purchaseCurrencies.map((currency) => currency.symbol)).toEqual([
      'USDC',
      'ETH',
      'LUSD',
    ])
    const usd = options.paymentCurrencies.find((currency) => currency.id === 'USD')
    expect(usd?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    const eth = options.purchaseCurrencies.find((currency) => currency.symbol === 'ETH')
    expect(eth?.networks.map((network) => network.chain_id)).toContain('31337')
    const lusd = options.purchaseCurrencies.find((currency) => currency.symbol === 'LUSD')
    expect(lusd?.networks[0]?.contract_address).toBe(localChain.token.address)
  })

  it('quotes a purchase: fees, subtotal and the amount bought at the fixture price', async () => {
    const { status, body } = await postJson(api, '/v1/onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'base',
    })
    expect(status).toBe(200)
    const quote = onrampQuoteShape.parse(body)
    expect(quote.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(quote.coinbaseFee).toEqual({ amount: '1.50', currency: 'USD' })
    expect(quote.networkFee).toEqual({ amount: '0.45', currency: 'USD' })
    expect(quote.paymentSubtotal).toEqual({ amount: '98.05', currency: 'USD' })
    expect(quote.purchaseAmount).toEqual({ amount: '98.050000', currency: 'USDC' })

    const again = onrampQuoteShape.parse(
      (
        await postJson(api, '/v1/onramp/quote', {
          purchaseCurrency: { symbol: 'ETH' },
          paymentCurrency: 'EUR',
          amount: 500,
        })
      ).body,
    )
    expect(again.quoteId).not.toBe(quote.quoteId)
    expect(Number(again.purchaseAmount.amount)).toBeCloseTo(
      (500 - 7.5 - 0.45 * 0.92) / (3120.45 * 0.92),
      5,
    )
  })

  it('refuses amounts outside the card limits and unknown currencies', async () => {
    for (const amount of ['9.99', '7500.01']) {
      const { status, body } = await postJson(api, '/v1/onramp/quote', {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount,
      })
      expect(status).toBe(400)
      expect(errorShape.parse(body).reasons[0]!.description).toBe(
        'Amount must be between 10.00 and 7500.00 USD',
      )
    }
    const unknown = await postJson(api, '/v1/onramp/quote', {
      purchaseCurrency: 'DOGE',
      paymentCurrency: 'USD',
      amount: '50',
    })
    expect(unknown.status).toBe(400)
    expect(errorShape.parse(unknown.body).error).toBe('Unsupported purchase currency')
  })

  it('generates an onramp URL whose checkout page is served and shows the request', async () => {
    const { status, body } = await postJson(api, '/v1/generators/onrampurl', {
      destinationWallets: [
        { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', blockchains: ['base'] },
      ],
      defaultNetwork: 'base',
      partnerUserId: 'user-<1>',
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    })
    expect(status).toBe(200)
    const { url } = onrampUrlShape.parse(body)
    expect(url.startsWith(`${api.url}/onramp/checkout?`)).toBe(true)
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('user-&#60;1&#62;')
    expect(html).toContain('presetFiatAmount')

    const invalid = await postJson(api, '/v1/generators/onrampurl', { destinationWallets: [] })
    expect(invalid.status).toBe(400)
  })
})
