import type { TimerHandle } from '@latch/core'
import { useLatch, useMessages } from '@latch/hooks'
import { useEffect, useRef, useState } from 'react'
import { buttonMessages } from '../i18n/buttonMessages'
import { Button } from './Button'
import { CheckIcon } from './CheckIcon'
import { CopyIcon } from './icons'

/** How long the button says "Copied" after a copy. */
export const COPIED_FEEDBACK_MS = 1_500

/** Copies with a hidden text area and `document.execCommand('copy')`, for pages without the Clipboard API. */
export function copyWithSelection(text: string): void {
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  try {
    if (!document.execCommand?.('copy')) throw new Error('The browser refused to copy')
  } finally {
    area.remove()
  }
}

/**
 * Writes `text` to the clipboard: the Clipboard API when the page has it (secure contexts), else
 * `fallback` (by default a text selection copied with `execCommand`). Rejects when both fail.
 */
export async function copyText(
  text: string,
  fallback: (text: string) => void | Promise<void> = copyWithSelection,
): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text)
      return
    } catch {
      // Denied (no permission, page not focused): the fallback may still work.
    }
  }
  await fallback(text)
}

export interface CopyButtonProps {
  text: string
  /** The button's name ("Copy address"); it reads "Copied" for a moment after a copy. */
  label: string
  onCopied?(): void
  onFailed?(error: unknown): void
  /** Used when the Clipboard API is missing or refuses. */
  fallback?: (text: string) => void | Promise<void>
}

/** A button that copies `text` and says "Copied" for a moment; timed on the client's clock. */
export function CopyButton({ text, label, onCopied, onFailed, fallback }: CopyButtonProps) {
  const { clock } = useLatch()
  // "Copied" comes with the buttons' texts: the component is in the package's entry.
  const { t } = useMessages(buttonMessages)
  const [copied, setCopied] = useState(false)
  const timer = useRef<TimerHandle | undefined>(undefined)

  useEffect(
    () => () => {
      if (timer.current !== undefined) clock.clearTimeout(timer.current)
    },
    [clock],
  )

  const copy = async () => {
    try {
      await copyText(text, fallback)
    } catch (error) {
      onFailed?.(error)
      return
    }
    setCopied(true)
    if (timer.current !== undefined) clock.clearTimeout(timer.current)
    timer.current = clock.setTimeout(() => {
      timer.current = undefined
      setCopied(false)
    }, COPIED_FEEDBACK_MS)
    onCopied?.()
  }

  return (
    <Button variant="secondary" className="latch-btn--small" onClick={() => void copy()}>
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      <span>{copied ? t('copied') : label}</span>
    </Button>
  )
}
