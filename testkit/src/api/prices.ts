import { pricesFixture } from './fixtures'
import { HttpError } from './http'

export type PriceBook = ReturnType<typeof createPriceBook>

/** Prices by symbol from the fixture, overridable per server; converted to the asked currency. */
export function createPriceBook(overridesUsd: Record<string, number> = {}) {
  const usd = new Map<string, number>()
  for (const [symbol, price] of Object.entries({ ...pricesFixture.usd, ...overridesUsd })) {
    usd.set(symbol.toUpperCase(), price)
  }

  function rate(currency: string): number {
    const value = pricesFixture.currencies[currency.toLowerCase()]
    if (value === undefined) {
      throw new HttpError(400, 'Unsupported currency', [
        `Currency ${currency} is not one of ${Object.keys(pricesFixture.currencies).join(', ')}`,
      ])
    }
    return value
  }

  return {
    /** Units of the currency one US dollar buys; 400 for a currency the fixture does not know. */
    rate,
    /** Fails with 400 for a currency the fixture does not know. */
    assertCurrency(currency: string): void {
      rate(currency)
    },
    /** Price of one unit of the token; 0 for a token without a price, as the real API answers. */
    price(symbol: string, currency = 'usd'): number {
      return (usd.get(symbol.toUpperCase()) ?? 0) * rate(currency)
    },
  }
}
