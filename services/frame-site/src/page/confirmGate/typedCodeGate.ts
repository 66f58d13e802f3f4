/** Digits in the code the person types where the browser cannot say the frame is seen. */
export const SHOWN_CODE_DIGITS = 4

/** Why a confirmation does not count yet, or 'open'. */
export type TypedCodeState = 'typeCode' | 'wrongCode' | 'open'

/**
 * Random digits from the browser's CSPRNG, uniform: a draw past the last whole multiple of
 * 10^digits is drawn again (no modulo bias).
 */
export function randomDigits(crypto: Crypto, digits = SHOWN_CODE_DIGITS): string {
  const range = 10 ** digits
  const limit = 2 ** 32 - (2 ** 32 % range)
  for (;;) {
    const [draw = limit] = crypto.getRandomValues(new Uint32Array(1))
    if (draw < limit) return String(draw % range).padStart(digits, '0')
  }
}

/**
 * Where the browser cannot report visibility (Firefox, Safari): a code drawn here, shown only in
 * the frame (another origin: the host page cannot read it) and typed back by the person. A host
 * that hides the frame, or covers it with its own button, has no code to show in its place, so it
 * cannot lead a person through the step blindly; a person who typed it has read the frame.
 * `field` is the input the person types it in; `onChange` is called as they type.
 */
export function typedCodeGate(options: {
  code: string
  field: HTMLInputElement
  onChange(): void
}) {
  const { code, field, onChange } = options
  const typed = () => field.value.trim()
  field.addEventListener('input', onChange)
  return {
    state(): TypedCodeState {
      if (typed() === code) return 'open'
      return typed().length >= code.length ? 'wrongCode' : 'typeCode'
    },
    open: () => typed() === code,
    stop: () => field.removeEventListener('input', onChange),
    field,
  }
}
