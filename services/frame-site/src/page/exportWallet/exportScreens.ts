import { FrameError } from '../errors'
import type { ScreenKit } from '../screenKit'
import { sendCodeScreen } from '../sendCodeScreen'
import type { WalletExportSteps } from './walletExport'

/** How long the words stay on screen when the person does not close them. */
export const PHRASE_SHOWN_MS = 2 * 60_000

const cancelled = () => new FrameError('Export cancelled')

/**
 * The warning (what the words are worth, never to be typed anywhere), and Send code (guarded:
 * a script in the host cannot mail the code); resolves with the seconds before a resend,
 * rejects ('Export cancelled') on Cancel or Escape.
 */
export function exportWarning(kit: ScreenKit, steps: WalletExportSteps): Promise<number> {
  const { t, add } = kit
  return sendCodeScreen(kit, {
    heading: t('exportTitle'),
    content: (dialog) => {
      add(dialog, 'p', t('exportOwns')).className = 'warning'
      add(dialog, 'p', t('exportNeverShare')).className = 'warning'
      add(dialog, 'p', t('exportCodeFirst', { email: steps.email }))
    },
    sendLabel: t('exportSendCode'),
    send: () => steps.sendCode(),
    cancelled,
  })
}

/**
 * The words, numbered, in the frame only; resolves once they are gone from the page: Done,
 * Escape, {@link PHRASE_SHOWN_MS} later, the tab hidden, or the frame taken off the screen (the
 * host page closing its view). Copying is refused (a clipboard is readable by other pages and
 * apps): the person writes them down.
 */
export function showPhrase(kit: ScreenKit, words: readonly string[]): Promise<void> {
  const { t, add } = kit
  return new Promise<void>((resolve) => {
    const dialog = kit.dialog(t('exportTitle'))
    const document = dialog.ownerDocument
    add(dialog, 'p', t('exportOwns')).className = 'warning'
    add(dialog, 'p', t('exportWordsText'))
    const list = add(dialog, 'ol')
    list.className = 'phrase'
    for (const word of words) add(list, 'li', word)
    const actions = add(dialog, 'div')
    actions.className = 'actions'
    const doneButton = add(actions, 'button', t('exportDone'))
    doneButton.type = 'button'
    doneButton.className = 'primary'

    const refuseCopy = (event: Event) => event.preventDefault()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    const timer = kit.clock.setTimeout(() => close(), PHRASE_SHOWN_MS)
    const onHidden = () => {
      if (document.visibilityState === 'hidden') close()
    }
    // The host hides the frame (it closed its view, or aborted the request): nobody reads there.
    const Observer = document.defaultView?.IntersectionObserver
    const offScreen = Observer
      ? new Observer((entries) => {
          if (entries.some((entry) => !entry.isIntersecting)) close()
        })
      : undefined
    const close = () => {
      kit.clock.clearTimeout(timer)
      offScreen?.disconnect()
      document.removeEventListener('visibilitychange', onHidden)
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('copy', refuseCopy)
      document.removeEventListener('cut', refuseCopy)
      dialog.remove()
      resolve()
    }
    document.addEventListener('copy', refuseCopy)
    document.addEventListener('cut', refuseCopy)
    doneButton.addEventListener('click', close)
    document.addEventListener('keydown', onKey)
    document.addEventListener('visibilitychange', onHidden)
    offScreen?.observe(list)
  })
}
