// DOM queries for view tests, the way users and assistive tech find things: by role and accessible
// name, by label; React's `act` around every interaction. For plugin authors' view tests.
import { act } from 'react'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Lets effects settle. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

/**
 * Waits until `check` passes (lazy chunks load, effects run), then lets the UI settle. It polls
 * between short `act` turns: inside one `act`, React would hold the updates it waits for.
 */
export async function until(check: () => unknown, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(`UI never reached the expected state in ${timeout} ms`)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  await settle()
}

/**
 * Whether `element` is out of the page for users and assistive tech: it or an ancestor has the
 * `hidden` attribute or an inline `display: none` (how a hidden React `Activity` leaves it, as the
 * default UI's modal is before it opens).
 */
export function isHidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node instanceof HTMLElement && (node.hidden || node.style.display === 'none')) return true
  }
  return false
}

/**
 * Elements by role and accessible name, the way users and assistive tech find them: hidden ones
 * (`isHidden`) are not found.
 */
export function byRole(role: string, name?: string | RegExp): HTMLElement[] {
  const explicit = Array.from(document.querySelectorAll<HTMLElement>(`[role="${role}"]`))
  const implicit: Record<string, string> = {
    button: 'button',
    heading: 'h1,h2,h3',
    list: 'ul',
    listitem: 'li',
    link: 'a[href]',
    img: 'img',
    textbox: 'input[type="text"],input[type="search"],input:not([type])',
    tab: '[role="tab"]',
  }
  const native = implicit[role]
    ? Array.from(document.querySelectorAll<HTMLElement>(implicit[role]))
    : []
  const all = [...new Set([...explicit, ...native])].filter((element) => !isHidden(element))
  if (name === undefined) return all
  return all.filter((element) => {
    const accessible = accessibleName(element)
    return typeof name === 'string' ? accessible === name : name.test(accessible)
  })
}

export function accessibleName(element: HTMLElement): string {
  const label = element.getAttribute('aria-label')
  if (label) return label
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy) return document.getElementById(labelledBy)?.textContent?.trim() ?? ''
  if (element instanceof HTMLImageElement) return element.alt
  return element.textContent?.replace(/\s+/g, ' ').trim() ?? ''
}

export const click = (element: HTMLElement | undefined) =>
  act(async () => {
    if (!element) throw new Error('nothing to click')
    element.click()
  })

/** The form control whose `<label>` reads `label`, or null: `until(() => labelled('Token'))`. */
export function labelled<T extends HTMLElement = HTMLInputElement>(label: string): T | null {
  const element = Array.from(document.querySelectorAll('label')).find(
    (l) => l.textContent?.trim() === label,
  )
  return (element?.htmlFor ? document.getElementById(element.htmlFor) : null) as T | null
}

/** The form control whose `<label>` reads `label`; throws when there is none. */
export function byLabel<T extends HTMLElement = HTMLInputElement>(label: string): T {
  const control = labelled<T>(label)
  if (!control) throw new Error(`no control labelled ${label}`)
  return control
}

/** Types `text` into an input (React's change event), or picks a select's option by value. */
export const type = (element: HTMLInputElement | HTMLSelectElement, text: string) =>
  act(async () => {
    const prototype = Object.getPrototypeOf(element) as object
    const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
    setter?.call(element, text)
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    )
  })

export const blur = (element: HTMLElement) =>
  act(async () => {
    element.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    element.dispatchEvent(new FocusEvent('blur'))
  })
