// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { ScrollLock } from './ScrollLock'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const html = document.documentElement.style
let root: Root | undefined
const mount = (scrollbar: number) => {
  const container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  act(() => root?.render(<ScrollLock scrollbar={scrollbar} />))
}
afterEach(() => {
  act(() => root?.unmount())
  html.cssText = ''
})

describe('the scroll lock behind the modal', () => {
  it('stops the page scrolling and keeps its scrollbar gutter, so nothing shifts', () => {
    mount(15)
    expect(html.getPropertyValue('overflow')).toBe('hidden')
    expect(html.getPropertyValue('scrollbar-gutter')).toBe('stable')
  })

  it('reserves no gutter on a page that had no scrollbar', () => {
    mount(0)
    expect(html.getPropertyValue('overflow')).toBe('hidden')
    expect(html.getPropertyValue('scrollbar-gutter')).toBe('')
  })

  it("puts the page's own inline styles back once the modal is gone", () => {
    html.setProperty('overflow', 'scroll')
    mount(15)
    act(() => root?.unmount())
    root = undefined
    expect(html.getPropertyValue('overflow')).toBe('scroll')
    expect(html.getPropertyValue('scrollbar-gutter')).toBe('')
  })
})
