import { z } from 'zod'
import type { ServerContext } from '../context'
import { type OnrampNetwork, onrampOptionsFixture } from '../fixtures'
import { HttpError, parseInput, readJsonBody, sendJson } from '../http'
import { decimalAmount } from '../query'
import { uuidFrom } from '../random'
import type { Route } from '../router'

const currencyRef = z.union([
  z.string().min(1),
  z.object({ id: z.string().optional(), symbol: z.string().optional() }),
])

const quoteBody = z.object({
  purchaseCurrency: currencyRef,
  paymentCurrency: currencyRef,
  amount: z.union([decimalAmount, z.number().positive().transform(String)]),
  network: z.string().optional(),
})

const onrampUrlBody = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string().min(1),
        blockchains: z.array(z.string()).optional(),
        assets: z.array(z.string()).optional(),
        supportedNetworks: z.array(z.string()).optional(),
      }),
    )
    .min(1),
  defaultNetwork: z.string().optional(),
  partnerUserId: z.string().min(1),
  defaultExperience: z.enum(['send', 'buy']).optional(),
  presetCryptoAmount: z.number().positive().optional(),
  presetFiatAmount: z.number().positive().optional(),
})

/** The fixture's options plus each local chain as a network for ETH and for its own ERC20. */
function onrampOptions(context: ServerContext) {
  const purchaseCurrencies = structuredClone(onrampOptionsFixture.purchaseCurrencies)
  for (const chain of context.chains.all()) {
    const network: OnrampNetwork = {
      name: `local-${chain.chainId}`,
      display_name: `Local ${chain.chainId}`,
      chain_id: String(chain.chainId),
      contract_address: '',
    }
    purchaseCurrencies
      .find((currency) => currency.symbol === chain.nativeCurrency.symbol)
      ?.networks.push(network)
    const tokenNetwork = { ...network, contract_address: chain.token.address }
    const existing = purchaseCurrencies.find((currency) => currency.symbol === chain.token.symbol)
    if (existing) existing.networks.push(tokenNetwork)
    else {
      purchaseCurrencies.push({
        id: uuidFrom(context.seed, 'onramp-currency', chain.token.symbol),
        name: chain.token.name,
        symbol: chain.token.symbol,
        networks: [tokenNetwork],
      })
    }
  }
  return { purchaseCurrencies, paymentCurrencies: onrampOptionsFixture.paymentCurrencies }
}

function refKey(ref: z.infer<typeof currencyRef>): string {
  return (typeof ref === 'string' ? ref : (ref.id ?? ref.symbol ?? '')).toLowerCase()
}

const money = (amount: number, currency: string) => ({ amount: amount.toFixed(2), currency })

/** Data API onramp: options, quotes and the provider's checkout URL (served locally). */
export function onrampRoutes(context: ServerContext): Route[] {
  let quoteCount = 0
  return [
    {
      method: 'GET',
      path: '/v1/onramp/options',
      handler: ({ response }) => sendJson(response, 200, onrampOptions(context)),
    },
    {
      method: 'POST',
      path: '/v1/onramp/quote',
      handler: async ({ request, response }) => {
        const body = parseInput(quoteBody, await readJsonBody(request), 'onramp quote')
        const options = onrampOptions(context)
        const purchaseKey = refKey(body.purchaseCurrency)
        const purchase = options.purchaseCurrencies.find(
          (currency) =>
            currency.id.toLowerCase() === purchaseKey ||
            currency.symbol.toLowerCase() === purchaseKey,
        )
        const payment = options.paymentCurrencies.find(
          (currency) => currency.id.toLowerCase() === refKey(body.paymentCurrency),
        )
        if (!purchase) throw new HttpError(400, 'Unsupported purchase currency')
        if (!payment) throw new HttpError(400, 'Unsupported payment currency')
        if (body.network && !purchase.networks.some((network) => network.name === body.network)) {
          throw new HttpError(400, 'Unsupported network', [
            `${purchase.symbol} is not offered on ${body.network}`,
          ])
        }
        // Cards are the default payment method; their limits bound a quote.
        const limits = payment.payment_method_limits.find((limit) => limit.id === 'card')!
        const amount = Number(body.amount)
        if (amount < Number(limits.min) || amount > Number(limits.max)) {
          throw new HttpError(400, 'Amount out of range', [
            `Amount must be between ${limits.min} and ${limits.max} ${payment.id}`,
          ])
        }
        const paymentRate = context.prices.rate(payment.id)
        const providerFee = (amount * onrampOptionsFixture.fees.providerFeePercent) / 100
        const networkFee = Number(onrampOptionsFixture.fees.networkFeeUsd) * paymentRate
        const subtotal = amount - providerFee - networkFee
        const unitPrice = context.prices.price(purchase.symbol, payment.id)
        if (unitPrice === 0) throw new HttpError(400, `No price for ${purchase.symbol}`)
        sendJson(response, 200, {
          coinbaseFee: money(providerFee, payment.id),
          networkFee: money(networkFee, payment.id),
          paymentSubtotal: money(subtotal, payment.id),
          paymentTotal: money(amount, payment.id),
          purchaseAmount: { amount: (subtotal / unitPrice).toFixed(6), currency: purchase.symbol },
          quoteId: uuidFrom(context.seed, 'onramp-quote', quoteCount++),
        })
      },
    },
    {
      method: 'POST',
      path: '/v1/generators/onrampurl',
      handler: async ({ request, response }) => {
        const body = parseInput(onrampUrlBody, await readJsonBody(request), 'onramp URL request')
        const url = new URL('/onramp/checkout', context.baseUrl())
        url.searchParams.set('destinationWallets', JSON.stringify(body.destinationWallets))
        url.searchParams.set('partnerUserId', body.partnerUserId)
        if (body.defaultNetwork) url.searchParams.set('defaultNetwork', body.defaultNetwork)
        if (body.defaultExperience)
          url.searchParams.set('defaultExperience', body.defaultExperience)
        if (body.presetCryptoAmount !== undefined) {
          url.searchParams.set('presetCryptoAmount', String(body.presetCryptoAmount))
        }
        if (body.presetFiatAmount !== undefined) {
          url.searchParams.set('presetFiatAmount', String(body.presetFiatAmount))
        }
        sendJson(response, 200, { url: url.toString() })
      },
    },
    {
      method: 'GET',
      path: '/onramp/checkout',
      public: true,
      handler: ({ response, url }) => {
        // The page the popup opens: it shows what the provider was asked, nothing more.
        const rows = [...url.searchParams.entries()]
          .map(
            ([key, value]) => `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(value)}</td></tr>`,
          )
          .join('')
        const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local onramp checkout</title></head><body><main><h1>Local onramp checkout</h1><table>${rows}</table></main></body></html>`
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.end(html)
      },
    },
  ]
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
