import { describe, expect, it } from 'vitest'
import { isHydrationProblem } from './pageProblems'

describe('isHydrationProblem', () => {
  it("knows React's production hydration errors and its development messages", () => {
    for (const text of [
      'Error: Minified React error #418; visit https://react.dev/errors/418?args[]=text&args[]= for the full message',
      'Uncaught Error: Minified React error #423; visit https://react.dev/errors/423 for the full message',
      'https://react.dev/errors/425',
      "Hydration failed because the server rendered HTML didn't match the client.",
      'Warning: Text content did not match. Server: "Connect wallet" Client: "0xf39F…2266" (while hydrating)',
    ]) {
      expect(isHydrationProblem(text), text).toBe(true)
    }
  })

  it('other problems are not hydration problems', () => {
    for (const text of [
      'Minified React error #185; visit https://react.dev/errors/185',
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
      'Error #4180 at line 418',
    ]) {
      expect(isHydrationProblem(text), text).toBe(false)
    }
  })
})
