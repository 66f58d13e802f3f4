// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { byLabel, byRole, isHidden, labelled } from './queries'

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

describe('labelled and byLabel', () => {
  it('find the control a label names: labelled answers null to wait on, byLabel throws', () => {
    expect(labelled('Token')).toBeNull()
    expect(() => byLabel('Token')).toThrow('no control labelled Token')
    document.body.innerHTML = `<label for="t"> Token </label><select id="t"></select>`
    const select = document.getElementById('t')
    expect(labelled<HTMLSelectElement>('Token')).toBe(select)
    expect(byLabel<HTMLSelectElement>('Token')).toBe(select)
  })
})
