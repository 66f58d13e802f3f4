import { type ErrorInfo, errorCatalogue, type LatchError, type LatchErrorCode } from '@latch/core'
import { declaredTranslation, errorTemplate } from '@latch/core/plugin'
import { useCallback } from 'react'
import { formatMessage } from './dictionary'
import { errorMessages, errorParams, type UserErrorCode } from './errorMessages'
import { useMessages } from './useMessages'

/** An error as a UI shows it: a `LatchError`, its state form, or any `Error` (shown as it is). */
export type ShownError = LatchError | ErrorInfo | Error

/**
 * The error's message in the client's language: its translation when the locale has one (English
 * while it loads), else the error's English `message`, which stays the stable one on the error.
 *
 * @example
 * const errorText = useErrorMessage()
 * return error && <p role="alert">{errorText(error)}</p>
 */
export function useErrorMessage(): (error: ShownError) => string {
  const { t, locale } = useMessages(errorMessages)
  return useCallback(
    (error: ShownError) => {
      const code = (error as { code?: unknown }).code
      if (typeof code !== 'string' || errorTemplate(code) === undefined) return error.message
      const params = errorParams(code as LatchErrorCode, error.message)
      if (!params) return error.message
      // A plugin's code carries its own translations (`defineErrors`).
      if (!Object.hasOwn(errorCatalogue, code)) {
        const translation = declaredTranslation(code, locale)
        return translation ? formatMessage(translation, params) : error.message
      }
      // A developer error's code has no translation: the translator gives its English template.
      return t(code as UserErrorCode, params)
    },
    [t, locale],
  )
}
