import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { takeReactWarnings } from './failOnReactWarnings'

describe("React 18's warnings in this run", () => {
  it('are collected, to fail the test they happened in', () => {
    // An attribute React 19 knows and React 18 does not.
    renderToString(<img alt="" fetchPriority="high" />)
    expect(takeReactWarnings()).toEqual([
      expect.stringContaining('React does not recognize the `fetchPriority` prop'),
    ])
  })
})
