// @vitest-environment happy-dom
import { errorCatalogue, type Latch, LatchError } from '@latch/core'
import { defineErrors, type ErrorTranslations } from '@latch/core/plugin'
import { createTestLatch } from '@latch/testkit'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../LatchProvider'
import { loadMessages } from './dictionary'
import {
  errorMessages,
  errorParams,
  errorsEn,
  translateError,
  userErrorCodes,
} from './errorMessages'
import { translationGaps } from './translationGaps'
import { type ShownError, useErrorMessage } from './useErrorMessage'
import { useFormat } from './useFormat'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const roots: Root[] = []
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount())
})

function render(latch: Latch, node: ReactNode) {
  const container = document.createElement('div')
  const root = createRoot(container)
  roots.push(root)
  act(() => root.render(<LatchProvider client={latch}>{node}</LatchProvider>))
  return container
}

function Amount() {
  const format = useFormat()
  return <p>{`${format.decimal('1234.5')} / ${format.currency(3000, 'USD')}`}</p>
}

function Shown({ error }: { error: ShownError }) {
  return <p>{useErrorMessage()(error)}</p>
}

// A plugin's errors, with their translations.
const tipTranslations: ErrorTranslations<'TIP_JAR_EMPTY'> = {
  es: { TIP_JAR_EMPTY: 'El bote está vacío' },
  fr: { TIP_JAR_EMPTY: 'La cagnotte est vide' },
  de: { TIP_JAR_EMPTY: 'Die Kasse ist leer' },
  ja: { TIP_JAR_EMPTY: 'チップ箱は空です' },
  zh: { TIP_JAR_EMPTY: '小费罐是空的' },
  ar: { TIP_JAR_EMPTY: 'صندوق البقشيش فارغ' },
}
defineErrors('tips', { TIP_JAR_EMPTY: 'The tip jar is empty' }, tipTranslations)

describe('error messages', () => {
  it("are the catalogue's English messages, translated in every locale with the same placeholders", async () => {
    for (const code of userErrorCodes) expect(errorsEn[code]).toBe(errorCatalogue[code])
    // Each locale translates the user-facing codes, not the whole catalogue English holds.
    expect(await translationGaps(errorMessages, errorsEn)).toEqual([])
  })

  it('reads the values back from the English message', () => {
    const failed = new LatchError('NAME_REGISTRATION_FAILED', { params: { name: 'ada' } })
    expect(errorParams(failed.code, failed.message)).toEqual({ name: 'ada' })
    const address = new LatchError('INVALID_ADDRESS', { params: { address: '0x12 (a.b)*' } })
    expect(errorParams(address.code, address.message)).toEqual({ address: '0x12 (a.b)*' })
    expect(errorParams('CONNECTION_REJECTED', 'Connection rejected')).toEqual({})
    // A message that is not the template's (edited by hand): no values.
    expect(errorParams('CONNECTION_REJECTED', 'Something else')).toBeUndefined()
  })

  it('translates with the error’s values, English as it is otherwise', async () => {
    const spanish = await loadMessages(errorMessages, 'es')
    const failed = new LatchError('NAME_REGISTRATION_FAILED', { params: { name: 'ada' } })
    expect(translateError(failed, spanish, 'es')).toBe('Error al registrar el nombre ada')
    // LatchError.message stays the stable English text.
    expect(failed.message).toBe('Error registering name ada')
    // A developer error (not one users see) stays in English.
    const options = new LatchError('INVALID_OPTIONS')
    expect(translateError(options, spanish, 'es')).toBe('Invalid options')
    // A plugin's code, with the translations it declared.
    const german = await loadMessages(errorMessages, 'de')
    const empty = { code: 'TIP_JAR_EMPTY' as never, message: 'The tip jar is empty' }
    expect(translateError(empty, german, 'de')).toBe('Die Kasse ist leer')
    // A message that does not follow the template is shown as it is.
    expect(translateError({ code: 'FAILED_TO_CONNECT', message: 'Custom' }, spanish, 'es')).toBe(
      'Custom',
    )
  })
})

describe('useErrorMessage', () => {
  it("shows a LatchError in the client's locale, live switching", async () => {
    const latch = createTestLatch({ locale: 'ar' })
    const error = new LatchError('NAME_REGISTRATION_FAILED', { params: { name: 'ada.eth' } })
    const view = render(latch, <Shown error={error} />)
    await act(async () => {
      await loadMessages(errorMessages, 'ar')
    })
    expect(view.textContent).toBe('خطأ في تسجيل الاسم ada.eth')
    await act(async () => {
      await latch.dispatch({ type: 'locale.set', locale: 'fr' })
      await loadMessages(errorMessages, 'fr')
    })
    expect(view.textContent).toBe('Erreur lors de l’enregistrement du nom ada.eth')
    await act(() => latch.dispatch({ type: 'locale.set', locale: 'en' }))
    expect(view.textContent).toBe('Error registering name ada.eth')
    expect(error.message).toBe('Error registering name ada.eth')
  })

  it('shows state errors (ErrorInfo) and plain errors', async () => {
    const latch = createTestLatch({ locale: 'de' })
    await loadMessages(errorMessages, 'de')
    const info = render(
      latch,
      <Shown error={{ code: 'CONNECTION_REJECTED', message: 'Connection rejected' }} />,
    )
    expect(info.textContent).toBe('Verbindung abgelehnt')
    const plain = render(latch, <Shown error={new Error('Plain text')} />)
    expect(plain.textContent).toBe('Plain text')
  })
})

describe('useFormat', () => {
  it('is what useFormat().decimal gives in the client locale', () => {
    const latch = createTestLatch({ locale: 'de' })
    const view = render(latch, <Amount />)
    expect(view.textContent?.replace(/\s/g, ' ')).toBe('1.234,5 / 3.000,00 $')
  })
})
