// What a person's own input looks like to the frame: events the browser marks `isTrusted`
// (happy-dom marks none, and a script's own events are never trusted).

const trusted = <E extends Event>(event: E): E =>
  Object.defineProperty(event, 'isTrusted', { value: true })

/** A click by the person: Enter / Space on a focused button (no pointer: `detail` 0). */
export function trustedClick(element: Element): void {
  element.dispatchEvent(trusted(new MouseEvent('click', { bubbles: true, cancelable: true })))
}

/** The person pressing the mouse button down on `element` (the first half of a click). */
export function trustedPress(element: Element): void {
  element.dispatchEvent(trusted(new PointerEvent('pointerdown', { bubbles: true })))
}

/** The person releasing the mouse button on `element`: the click, one press long (`detail` 1). */
export function trustedRelease(element: Element): void {
  element.dispatchEvent(
    trusted(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })),
  )
}

/** A key the person pressed in `element`. */
export function trustedKey(element: Element, key: string): void {
  element.dispatchEvent(
    trusted(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })),
  )
}

/** Text the person typed into a field (its value, then the `input` event). */
export function trustedTyping(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.value = text
  field.dispatchEvent(trusted(new Event('input', { bubbles: true })))
}
