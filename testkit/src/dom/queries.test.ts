// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { byRole, isHidden } from './queries'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('byRole', () => {
  it('finds only what users can reach: nothing under a hidden ancestor', () => {
    document.body.innerHTML = `
      <button>Shown</button>
      <div style="display: none"><div role="dialog"><button>In a hidden modal</button></div></div>
      <section hidden><button>Under hidden</button></section>`
    expect(byRole('button').map((b) => b.textContent)).toEqual(['Shown'])
    expect(byRole('dialog')).toEqual([])
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(isHidden(dialog)).toBe(true)
    ;(dialog.parentElement as HTMLElement).style.display = ''
    expect(isHidden(dialog)).toBe(false)
    expect(byRole('dialog')).toEqual([dialog])
  })
})
