// Test helpers: find elements by role and accessible name, as users and assistive tech do.
import { act } from 'react'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label')
  if (label) return label
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy) return document.getElementById(labelledBy)?.textContent?.trim() ?? ''
  if (element instanceof HTMLImageElement) return element.alt
  return element.textContent?.replace(/\s+/g, ' ').trim() ?? ''
}

const implicit: Record<string, string> = {
  button: 'button',
  heading: 'h1,h2,h3',
  list: 'ul',
  listitem: 'li',
  img: 'img',
}

export function byRole(role: string, name?: string | RegExp): HTMLElement[] {
  const explicit = Array.from(document.querySelectorAll<HTMLElement>(`[role="${role}"]`))
  const native = implicit[role]
    ? Array.from(document.querySelectorAll<HTMLElement>(implicit[role]))
    : []
  const all = [...new Set([...explicit, ...native])]
  if (name === undefined) return all
  return all.filter((element) =>
    typeof name === 'string'
      ? accessibleName(element) === name
      : name.test(accessibleName(element)),
  )
}

/** Waits (real time, between short `act` turns) until `check` passes. */
export async function until(check: () => unknown, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(`UI never reached the expected state in ${timeout} ms`)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
}

export const click = (element: HTMLElement | undefined) =>
  act(async () => {
    if (!element) throw new Error('nothing to click')
    element.click()
  })
