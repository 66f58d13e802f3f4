import { describe, expect, it } from 'vitest'
import { localeDirection, matchLocale } from './locales'

describe('locales', () => {
  it('matches a BCP 47 tag by its language', () => {
    expect(matchLocale('es-MX')).toBe('es')
    expect(matchLocale('zh-Hant-TW')).toBe('zh')
    expect(matchLocale('AR')).toBe('ar')
    expect(matchLocale(' fr_CA ')).toBe('fr')
    expect(matchLocale('pt-BR')).toBeUndefined()
    expect(matchLocale('')).toBeUndefined()
  })

  it('runs Arabic right to left, the others left to right', () => {
    expect(localeDirection('ar')).toBe('rtl')
    expect(localeDirection('en')).toBe('ltr')
    expect(localeDirection('ja')).toBe('ltr')
  })
})
