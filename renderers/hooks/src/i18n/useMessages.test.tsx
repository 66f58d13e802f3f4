// @vitest-environment happy-dom
import { type Latch, LOCALES } from '@latch/core'
import { createTestLatch } from '@latch/testkit'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../LatchProvider'
import { defineDictionary, formatMessage, type LocaleFiles, loadMessages } from './dictionary'
import { useFormat } from './useFormat'
import { useLocale, useMessages } from './useMessages'

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

const english = { hello: 'Hello {name}', bye: 'Bye' }
type Greetings = typeof english
const spanish: Greetings = { hello: 'Hola {name}', bye: 'Adiós' }
const arabic: Greetings = { hello: 'مرحبا {name}', bye: 'وداعا' }

function greetings(loaders: Partial<Record<string, () => Promise<{ default: Greetings }>>> = {}) {
  const fallback = () => Promise.resolve({ default: english })
  return defineDictionary<Greetings>({
    en: english,
    locales: {
      es: loaders.es ?? (() => Promise.resolve({ default: spanish })),
      fr: fallback,
      de: fallback,
      ja: fallback,
      zh: fallback,
      ar: loaders.ar ?? (() => Promise.resolve({ default: arabic })),
    },
  })
}

function Greeting({ dictionary }: { dictionary: ReturnType<typeof greetings> }) {
  const { t, dir } = useMessages(dictionary)
  return <p dir={dir}>{t('hello', { name: 'Ada' })}</p>
}

describe('useMessages', () => {
  it("speaks the client's locale once its messages are in, English meanwhile", async () => {
    let resolve = (_: { default: Greetings }) => {}
    const es = vi.fn(() => new Promise<{ default: Greetings }>((r) => (resolve = r)))
    const dictionary = greetings({ es })
    const latch = createTestLatch({ locale: 'es' })
    const view = render(latch, <Greeting dictionary={dictionary} />)
    expect(view.textContent).toBe('Hello Ada')
    await act(async () => resolve({ default: spanish }))
    expect(view.textContent).toBe('Hola Ada')
    // Loaded once, for every component and client.
    render(createTestLatch({ locale: 'es' }), <Greeting dictionary={dictionary} />)
    expect(es).toHaveBeenCalledTimes(1)
  })

  it("switches live with 'locale.set', right to left for Arabic", async () => {
    const latch = createTestLatch()
    const view = render(latch, <Greeting dictionary={greetings()} />)
    expect(view.textContent).toBe('Hello Ada')
    expect(view.querySelector('p')?.getAttribute('dir')).toBe('ltr')
    await act(async () => {
      await latch.dispatch({ type: 'locale.set', locale: 'ar' })
    })
    await act(async () => {})
    expect(view.textContent).toBe('مرحبا Ada')
    expect(view.querySelector('p')?.getAttribute('dir')).toBe('rtl')
  })

  it('loads no locale before it is shown: none in English, then only the one switched to', async () => {
    const load = vi.fn((locale: string) =>
      Promise.resolve({ default: locale === 'es' ? spanish : english }),
    )
    const files = Object.fromEntries(
      LOCALES.filter((locale) => locale !== 'en').map((locale) => [locale, () => load(locale)]),
    ) as LocaleFiles<Greetings>
    const loaded = () => load.mock.calls.map(([locale]) => locale)
    const latch = createTestLatch()
    const view = render(
      latch,
      <Greeting dictionary={defineDictionary({ en: english, locales: files })} />,
    )
    await act(async () => {})
    expect(view.textContent).toBe('Hello Ada')
    expect(loaded()).toEqual([])
    await act(async () => {
      await latch.dispatch({ type: 'locale.set', locale: 'es' })
    })
    expect(view.textContent).toBe('Hola Ada')
    expect(loaded()).toEqual(['es'])
  })

  it('keeps English when a locale cannot load, and tries again next time', async () => {
    const ar = vi
      .fn<() => Promise<{ default: Greetings }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: arabic })
    const dictionary = greetings({ ar })
    await expect(loadMessages(dictionary, 'ar')).rejects.toThrow('offline')
    await expect(loadMessages(dictionary, 'ar')).resolves.toBe(arabic)
  })

  it('fills {names} and leaves unknown ones as written', () => {
    expect(formatMessage('Try again after {n} seconds', { n: 30 })).toBe(
      'Try again after 30 seconds',
    )
    expect(formatMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}')
  })
})

function Amounts() {
  const format = useFormat()
  const { locale } = useLocale()
  return (
    <p>
      {locale}|{format.number(1234.5)}|{format.currency(9.99, 'EUR')}|
      {format.date(Date.UTC(2026, 10, 23), { dateStyle: 'short', timeZone: 'UTC' })}
    </p>
  )
}

describe('useFormat', () => {
  it("formats numbers, money and dates in the client's locale", async () => {
    const latch = createTestLatch({ locale: 'de' })
    const view = render(latch, <Amounts />)
    // Intl separates the currency with a no-break space.
    const shown = () => view.textContent?.replace(/\s/g, ' ')
    expect(shown()).toBe('de|1.234,5|9,99 €|23.11.26')
    await act(async () => {
      await latch.dispatch({ type: 'locale.set', locale: 'en' })
    })
    expect(shown()).toBe('en|1,234.5|€9.99|11/23/26')
  })
})
