import { localeDirection } from '@latch/core'
import { useEffect, useMemo, useReducer } from 'react'
import { useLatchState } from '../useLatchState'
import {
  type Dictionary,
  formatMessage,
  loadedMessages,
  loadMessages,
  type Messages,
} from './dictionary'

/** The locale the client speaks and its direction (`dir` for the elements a UI renders). */
export function useLocale() {
  const locale = useLatchState((s) => s.locale)
  return { locale, dir: localeDirection(locale) }
}

/**
 * A translator over `dictionary` in the client's locale (`locale.set` switches it live): English
 * until the locale's messages are in, then theirs.
 *
 * @example
 * const { t } = useMessages(myMessages)
 * t('greeting', { name: 'Ada' })
 */
export function useMessages<M extends Messages>(dictionary: Dictionary<M>) {
  const { locale, dir } = useLocale()
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const messages = loadedMessages(dictionary, locale)
  useEffect(() => {
    if (messages) return
    let live = true
    loadMessages(dictionary, locale).then(
      () => live && rerender(),
      // Not in: English stays (already shown).
      () => {},
    )
    return () => {
      live = false
    }
  }, [dictionary, locale, messages])
  const shown = messages ?? dictionary.en
  return useMemo(
    () => ({
      locale,
      dir,
      t: (key: keyof M & string, params?: Record<string, string | number>) =>
        formatMessage(shown[key] ?? dictionary.en[key] ?? key, params),
    }),
    [locale, dir, shown, dictionary],
  )
}
