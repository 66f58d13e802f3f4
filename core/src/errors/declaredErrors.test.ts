import { createTestLatch } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { declaredTranslation, errorTemplate } from './declaredErrors'
import { defineErrors } from './defineErrors'

const tipMessages = {
  TIP_JAR_EMPTY: 'The tip jar is empty',
  TIP_TOO_SMALL: 'A tip is at least {minimum}',
} as const
type TipErrors = typeof tipMessages
// A plugin merges its codes into `@latch/core`'s catalogue type (never a relative path: the
// merged interface must be the one `LatchErrorCode` is made from).
declare module '@latch/core' {
  interface LatchErrorCatalogue extends TipErrors {}
}

const TipsError = defineErrors('tips', tipMessages, {
  es: { TIP_JAR_EMPTY: 'El bote está vacío', TIP_TOO_SMALL: 'Una propina es al menos {minimum}' },
  fr: {
    TIP_JAR_EMPTY: 'La cagnotte est vide',
    TIP_TOO_SMALL: 'Un pourboire vaut au moins {minimum}',
  },
  de: {
    TIP_JAR_EMPTY: 'Die Kasse ist leer',
    TIP_TOO_SMALL: 'Ein Trinkgeld ist mindestens {minimum}',
  },
  ja: { TIP_JAR_EMPTY: 'チップ箱は空です', TIP_TOO_SMALL: 'チップは{minimum}以上です' },
  zh: { TIP_JAR_EMPTY: '小费罐是空的', TIP_TOO_SMALL: '小费至少为{minimum}' },
  ar: { TIP_JAR_EMPTY: 'صندوق البقشيش فارغ', TIP_TOO_SMALL: 'البقشيش {minimum} على الأقل' },
})

describe("a plugin's error codes", () => {
  it('have their message once defined, placeholders filled', () => {
    expect(errorTemplate('TIP_JAR_EMPTY')).toBe('The tip jar is empty')
    expect(new TipsError('TIP_TOO_SMALL', { params: { minimum: '1 USDC' } })).toMatchObject({
      name: 'LatchError',
      code: 'TIP_TOO_SMALL',
      message: 'A tip is at least 1 USDC',
    })
  })

  it('have their translations, none in English', () => {
    expect(declaredTranslation('TIP_JAR_EMPTY', 'de')).toBe('Die Kasse ist leer')
    expect(declaredTranslation('TIP_JAR_EMPTY', 'en')).toBeUndefined()
    expect(declaredTranslation('INVALID_INPUT', 'de')).toBeUndefined()
  })

  it('may be defined again by their owner (the module evaluated twice, two bundles)', () => {
    expect(() => defineErrors('tips', tipMessages)).not.toThrow()
    expect(errorTemplate('TIP_TOO_SMALL')).toBe('A tip is at least {minimum}')
  })

  it("are refused when they take the core's code or another plugin's, naming the owner", () => {
    expect(() => defineErrors('rude', { INVALID_INPUT: 'Bad input' })).toThrow(
      expect.objectContaining({
        code: 'DUPLICATE_DECLARATION',
        message: 'Error code INVALID_INPUT is already declared by the core',
      }),
    )
    expect(() => defineErrors('copycat', { TIP_JAR_EMPTY: 'Nothing here' })).toThrow(
      'Error code TIP_JAR_EMPTY is already declared by tips',
    )
    // The first owner keeps its message, and a refused set adds none of its codes.
    expect(() => defineErrors('mixed', { TIP_FRESH: 'Fresh', TIP_JAR_EMPTY: 'Nope' })).toThrow()
    expect(errorTemplate('TIP_FRESH')).toBeUndefined()
    expect(new TipsError('TIP_JAR_EMPTY').message).toBe('The tip jar is empty')
  })

  it('can be shown in an error toast, translatable by their code', async () => {
    const latch = createTestLatch()
    const toast = {
      message: 'The tip jar is empty',
      variant: 'error',
      code: 'TIP_JAR_EMPTY',
    } as const
    await latch.dispatch({ type: 'toast.show', ...toast })
    expect(latch.getState().toasts.current).toMatchObject(toast)
  })
})
