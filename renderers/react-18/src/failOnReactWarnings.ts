import { format } from 'node:util'
import { afterEach } from 'vitest'

// React 18 reports what it will not do as a dev warning on console.error (a prop it does not
// know, a ref a function component cannot take, a hydration mismatch, an update outside act),
// and renders on: a test would pass over a UI that is broken on React 18 only. In this run a
// warning fails the test it happened in.

const warnings: string[] = []

const consoleError = console.error
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('Warning: ')) warnings.push(format(...args))
  consoleError(...args)
}

/** The warnings React wrote since the last call (the test that expects one takes it). */
export function takeReactWarnings(): string[] {
  return warnings.splice(0)
}

afterEach(() => {
  const seen = takeReactWarnings()
  if (seen.length > 0) throw new Error(`React 18.3 warned:\n\n${seen.join('\n\n')}`)
})
