import { formatBalance, parseAmount, type TokenBalance } from '@latch/core'
import { shallowEqual, useFormat, useLatch, useLatchState, useMessages } from '@latch/hooks'
import { useEffect, useState } from 'react'
import { modalMessages } from '../i18n/modalMessages'
import { Image } from '../primitives/Image'
import { Spinner } from '../primitives/Spinner'

/** A token quantity ("12.3456789") as users see balances: 3 decimals, never rounded up (spec §5). */
export function tokenQuantity(numeric: string): string {
  const digits = numeric.split('.')[1]?.length ?? 0
  try {
    return formatBalance(parseAmount(numeric, digits), digits)
  } catch {
    return numeric
  }
}

/** US dollars as "$12.34" in every locale (not "US$"): short enough to leave the token its room. */
const usd: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  currencyDisplay: 'narrowSymbol',
}

const EMPTY: TokenBalance[] = []

/**
 * The Tokens tab: the account's token balances, fetched when it shows (the core keeps answers
 * 30 s), with loading, empty and 'Token Balance Unavailable' states.
 */
export function TokensPanel() {
  const latch = useLatch()
  const { t } = useMessages(modalMessages)
  const format = useFormat()
  const { namespace, tokens, status } = useLatchState((s) => {
    const ns = s.networks.activeNamespace
    const account = ns ? s.accounts[ns] : undefined
    return {
      namespace: ns,
      tokens: account?.tokenBalance ?? EMPTY,
      status: account?.tokenBalanceStatus,
    }
  }, shallowEqual)
  const [settled, setSettled] = useState(false)

  useEffect(() => {
    if (!namespace) return
    // A failure is the core's to report (toast, status 'unavailable'): nothing to add here.
    let current = true
    latch
      .dispatch({ type: 'account.fetchTokenBalances', namespace })
      .catch(() => {})
      .finally(() => {
        if (current) setSettled(true)
      })
    return () => {
      current = false
    }
  }, [latch, namespace])

  if (status === 'unavailable') {
    return (
      <div className="latch-center">
        <p className="latch-error">{t('tokensUnavailable')}</p>
        <p className="latch-muted">{t('tokensUnavailableHint')}</p>
      </div>
    )
  }
  if (tokens.length === 0 && (status === 'loading' || (status === undefined && !settled))) {
    return (
      <div className="latch-center">
        <Spinner label={t('loadingTokens')} />
      </div>
    )
  }
  if (tokens.length === 0) {
    return (
      <div className="latch-center">
        <p>{t('noTokens')}</p>
        <p className="latch-muted">{t('noTokensHint')}</p>
      </div>
    )
  }
  return (
    <ul className="latch-list" aria-label={t('tokenBalances')}>
      {tokens.map((token) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}`} className="latch-token">
          <Image src={token.iconUrl} alt="" name={token.symbol} />
          <span className="latch-token__name">
            <span>{token.name}</span>
            <span className="latch-muted">
              <bdi>
                {format.decimal(tokenQuantity(token.quantity.numeric))} {token.symbol}
              </bdi>
            </span>
          </span>
          <span className="latch-token__value">{format.number(token.value, usd)}</span>
        </li>
      ))}
    </ul>
  )
}
