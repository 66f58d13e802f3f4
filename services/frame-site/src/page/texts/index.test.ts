import { LOCALES } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { baseTexts } from './base'
import { emailChangeTexts } from './emailChange'
import { evmTransactionTexts } from './evmTransaction'
import { exportWalletTexts } from './exportWallet'
import { frameTexts } from './index'
import { sendCallsTexts } from './sendCalls'
import { solanaTransactionTexts } from './solanaTransaction'
import { typedDataTexts } from './typedData'
import { visibilityTexts } from './visibility'

/** Every part of the frame's words, those loaded on first use included. */
const frameTextParts = [
  baseTexts,
  emailChangeTexts,
  visibilityTexts,
  exportWalletTexts,
  typedDataTexts,
  evmTransactionTexts,
  solanaTransactionTexts,
  sendCallsTexts,
]

describe("the frame's words", () => {
  it('gives every key in every locale, and each key in one part only', () => {
    const seen = new Set<string>()
    for (const part of frameTextParts) {
      const keys = Object.keys(part.en)
      for (const key of keys) {
        expect(seen.has(key), `${key} is defined twice`).toBe(false)
        seen.add(key)
      }
      for (const locale of LOCALES) {
        expect(Object.keys(part[locale]).sort()).toEqual([...keys].sort())
        for (const key of keys) expect(part[locale][key as never]).not.toBe('')
      }
    }
  })

  it('fills the parameters given, as text', () => {
    expect(frameTexts('en').t('signMessage', { app: '<b>x</b>' })).toBe(
      '<b>x</b> asks you to sign a message',
    )
  })
})
