import { createTestLatch } from '@latch/testkit'
import { describe, expect, it } from 'vitest'
import { definePlugin } from '../plugins/definePlugin'
import { declaredTranslations, defineErrors, errorTemplate } from './declaredErrors'
import { LatchError } from './LatchError'

const tipMessages = {
  TIP_JAR_EMPTY: 'The tip jar is empty',
  TIP_TOO_SMALL: 'A tip is at least {minimum}',
} as const
type TipErrors = typeof tipMessages
declare module '@latch/core' {
  interface LatchErrorCatalogue extends TipErrors {}
}

const translations = {
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
}
const tipErrors = defineErrors('tips', tipMessages, async () => ({ default: translations }))

const tips = definePlugin({
  name: 'tips',
  setup(ctx) {
    ctx.declareErrors(tipErrors)
  },
})

describe("a plugin's error codes", () => {
  it('have their message as soon as they are defined, placeholders filled', () => {
    expect(errorTemplate('TIP_JAR_EMPTY')).toBe('The tip jar is empty')
    expect(new LatchError('TIP_TOO_SMALL', { params: { minimum: '1 USDC' } }).message).toBe(
      'A tip is at least 1 USDC',
    )
  })

  it('are declared in its setup, by every client on the page', () => {
    for (const latch of [
      createTestLatch({ plugins: [tips] }),
      createTestLatch({ plugins: [tips] }),
    ]) {
      expect(latch.getState().pluginStatus.tips).toEqual({ status: 'ready' })
    }
  })

  it("are refused when they take the core's code or another plugin's, naming the owner", () => {
    const takesCore = definePlugin({
      name: 'rude',
      setup(ctx) {
        ctx.declareErrors(defineErrors('rude', { INVALID_INPUT: 'Bad input' }))
      },
    })
    const takesTips = definePlugin({
      name: 'copycat',
      setup(ctx) {
        ctx.declareErrors(defineErrors('copycat', { TIP_JAR_EMPTY: 'Nothing here' }))
      },
    })
    const latch = createTestLatch({ plugins: [tips, takesCore, takesTips] })
    const { pluginStatus } = latch.getState()
    expect(pluginStatus.rude).toMatchObject({ status: 'failed' })
    expect(pluginStatus.rude?.status === 'failed' && pluginStatus.rude.error.details).toBe(
      'Error code INVALID_INPUT is already declared by the core',
    )
    expect(pluginStatus.copycat?.status === 'failed' && pluginStatus.copycat.error.details).toBe(
      'Error code TIP_JAR_EMPTY is already declared by tips',
    )
    // The first owner keeps its message.
    expect(new LatchError('TIP_JAR_EMPTY').message).toBe('The tip jar is empty')
    expect(new LatchError('INVALID_INPUT').message).toBe('Invalid input')
  })

  it('can be shown in an error toast, translatable by their code', async () => {
    const latch = createTestLatch({ plugins: [tips] })
    const toast = {
      message: 'The tip jar is empty',
      variant: 'error',
      code: 'TIP_JAR_EMPTY',
    } as const
    await latch.dispatch({ type: 'toast.show', ...toast })
    expect(latch.getState().toasts.current).toMatchObject(toast)
  })

  it("have their translations loaded with a locale's, on first use", async () => {
    expect(await declaredTranslations('de')).toMatchObject({
      TIP_JAR_EMPTY: 'Die Kasse ist leer',
      TIP_TOO_SMALL: 'Ein Trinkgeld ist mindestens {minimum}',
    })
  })
})
