import { LatchError, parseAmount, type TokenBalance } from '@latch/core'

/** A token's decimals (the Data API gives them as a string). */
export const decimalsOf = (token: TokenBalance): number => Number(token.quantity.decimals)

/** The token's contract (ERC20) or mint (SPL): its CAIP-10 address's last part; none for native. */
export const tokenContract = (token: TokenBalance): string | undefined =>
  token.address?.split(':').slice(2).join(':') || undefined

export const isNative = (token: TokenBalance): boolean => tokenContract(token) === undefined

/** The balance in base units, from the Data API's decimal string (extra digits dropped). */
export function balanceOf(token: TokenBalance): bigint {
  const decimals = decimalsOf(token)
  const [whole = '0', fraction = ''] = token.quantity.numeric.split('.')
  return parseAmount(`${whole}.${fraction.slice(0, decimals) || '0'}`, decimals)
}

/**
 * The typed amount in base units, checked (spec §8): a decimal number, no more decimals than the
 * token has, not dust (at least one base unit), not more than the balance.
 */
export function amountToSend(amount: string, token: TokenBalance): bigint {
  const value = parseAmount(amount, decimalsOf(token))
  if (value <= 0n) {
    throw new LatchError('INVALID_AMOUNT', {
      details: `Less than the smallest unit of ${token.symbol}: ${amount}`,
    })
  }
  if (value > balanceOf(token)) {
    throw new LatchError('INSUFFICIENT_FUNDS', {
      details: `${amount} ${token.symbol} is more than the balance, ${token.quantity.numeric}`,
    })
  }
  return value
}
