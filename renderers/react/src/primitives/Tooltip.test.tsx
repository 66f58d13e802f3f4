// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { byRole } from '../test/renderUI'
import { IconButton } from './IconButton'

let unmount = () => {}
afterEach(() => unmount())

function renderIconButton() {
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  act(() =>
    root.render(
      <IconButton label="Close" onClick={() => {}}>
        ×
      </IconButton>,
    ),
  )
  unmount = () => {
    act(() => root.unmount())
    container.remove()
  }
  return byRole('button', 'Close')[0] as HTMLElement
}

const fire = (target: Element, event: Event) => act(async () => void target.dispatchEvent(event))

describe('an icon button’s tooltip', () => {
  it('shows its name on hover, describing the button, and goes when the pointer leaves', async () => {
    const button = renderIconButton()
    expect(byRole('tooltip')).toHaveLength(0)

    await fire(button, new PointerEvent('pointerover', { bubbles: true }))
    const [tip] = byRole('tooltip')
    expect(tip?.textContent).toBe('Close')
    expect(button.getAttribute('aria-describedby')).toBe(tip?.id)

    await fire(button, new PointerEvent('pointerout', { bubbles: true }))
    expect(byRole('tooltip')).toHaveLength(0)
    expect(button.hasAttribute('aria-describedby')).toBe(false)
  })

  it('goes on Escape, which it keeps from closing what is around it', async () => {
    const button = renderIconButton()
    await fire(button, new PointerEvent('pointerover', { bubbles: true }))
    const escapeKey = new KeyboardEvent('keydown', {
      key: 'Escape',
      bubbles: true,
      cancelable: true,
    })
    await fire(button, escapeKey)
    expect(byRole('tooltip')).toHaveLength(0)
    expect(escapeKey.defaultPrevented).toBe(true)
  })
})
