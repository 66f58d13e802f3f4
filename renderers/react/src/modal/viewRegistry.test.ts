import { describe, expect, it } from 'vitest'
import { lazyComponent } from './lazyComponent'
import { defineViews, lazyTitles, localizedText, mergeViews, pendingTitles } from './viewRegistry'

const text = (en: string) => ({ en, es: en, fr: `${en} (fr)`, de: en, ja: en, zh: en, ar: en })
const Component = lazyComponent(async () => ({ default: () => null }))

describe('view titles', () => {
  it('a plugin’s titles load once, all together, and are read in each locale', async () => {
    let loads = 0
    const title = lazyTitles(async () => {
      loads++
      return { default: { Send: text('Send'), Receive: text('Receive') } }
    })
    const views = mergeViews([
      defineViews({
        Send: { title: title('Send'), Component },
        Receive: { title: title('Receive'), Component },
      }),
    ])
    // Not in yet: nothing to show, and the modal knows what to wait for.
    expect(localizedText(views.Send!.title, 'fr')).toBe('')
    expect(pendingTitles(views)).toHaveLength(2)
    await Promise.all(pendingTitles(views).map((pending) => pending.load()))
    expect(loads).toBe(1)
    expect(pendingTitles(views)).toEqual([])
    expect(localizedText(views.Send!.title, 'fr')).toBe('Send (fr)')
    expect(localizedText(views.Receive!.title, 'en')).toBe('Receive')
    // Built-in titles are plain text, inline.
    expect(localizedText(views.Connect!.title, 'ja')).toBe('Connect wallet')
  })

  it('titles whose chunk failed are fetched again', async () => {
    let loads = 0
    const title = lazyTitles(async () => {
      loads++
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return { default: { Send: text('Send') } }
    })
    const send = title('Send')
    await expect(send.load()).rejects.toThrow('Failed to fetch')
    expect(send.current()).toBeUndefined()
    await send.load()
    expect(send.current()?.en).toBe('Send')
  })
})
