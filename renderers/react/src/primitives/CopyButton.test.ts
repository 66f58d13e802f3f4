// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyText } from './CopyButton'

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard')
})

function clipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true })
}

describe('copyText', () => {
  it('writes with the Clipboard API when the page has it', async () => {
    const writeText = vi.fn(async (_text: string) => {})
    const fallback = vi.fn()
    clipboard({ writeText })
    await copyText('0xabc', fallback)
    expect(writeText).toHaveBeenCalledWith('0xabc')
    expect(fallback).not.toHaveBeenCalled()
  })

  it('uses the injected fallback when the Clipboard API is missing', async () => {
    clipboard(undefined)
    const fallback = vi.fn()
    await copyText('0xabc', fallback)
    expect(fallback).toHaveBeenCalledWith('0xabc')
  })

  it('uses the fallback when the Clipboard API refuses, and rejects when both fail', async () => {
    clipboard({
      writeText: async () => {
        throw new DOMException('denied', 'NotAllowedError')
      },
    })
    const fallback = vi.fn()
    await copyText('0xabc', fallback)
    expect(fallback).toHaveBeenCalledWith('0xabc')
    await expect(
      copyText('0xabc', () => {
        throw new Error('no way to copy')
      }),
    ).rejects.toThrow('no way to copy')
  })
})
