import { hexToBytes, isHex } from 'viem'
import type * as z from 'zod/mini'
import { FrameError } from '../errors'

export function parseParams<S extends z.ZodMiniType>(
  schema: S,
  params: unknown,
  method: string,
): z.output<S> {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw new FrameError(`Invalid params for ${method}`, -32602)
  return parsed.data
}

/** Whether text reads as text: no control characters but line breaks and tabs. */
const printable = (text: string) =>
  ![...text].some((char) => {
    const code = char.codePointAt(0) ?? 0
    return (code < 0x20 && char !== '\n' && char !== '\r' && char !== '\t') || code === 0x7f
  })

/** UTF-8 text of the bytes when they are printable text, else undefined. */
export const textOf = (bytes: Uint8Array): string | undefined => {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return printable(text) ? text : undefined
  } catch {
    return undefined
  }
}

/** personal_sign's message for people: its text when it is text, else its hex. */
export const readable = (message: string): string =>
  isHex(message) ? (textOf(hexToBytes(message)) ?? message) : message
