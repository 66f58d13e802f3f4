import type { FrameError } from './errors'
import type { ScreenKit } from './screenKit'

export interface SendCodeScreen {
  heading: string
  /** What the screen says before its buttons (text only, through the kit). */
  content(dialog: HTMLElement): void
  /** The guarded button's words. */
  sendLabel: string
  /** Mails the code; resolves with the seconds before another may be asked. */
  send(): Promise<number>
  /** What Cancel or Escape rejects with. */
  cancelled(): FrameError
}

/**
 * A screen that asks the person before a code is mailed (an email change, an export): what it
 * is about, Cancel, and Send, which counts only the person's click on a frame they could see
 * (a script in the host cannot mail a code); resolves with the seconds before a resend once the
 * code went, says a failure and lets the person try again, rejects on Cancel or Escape.
 */
export function sendCodeScreen(kit: ScreenKit, screen: SendCodeScreen): Promise<number> {
  const { t, add } = kit
  return new Promise<number>((resolve, reject) => {
    const dialog = kit.dialog(screen.heading)
    const document = dialog.ownerDocument
    screen.content(dialog)
    const status = add(dialog, 'p', '')
    status.className = 'status'
    status.setAttribute('role', 'status')
    status.setAttribute('aria-live', 'polite')
    const actions = add(dialog, 'div')
    actions.className = 'actions'
    const cancelButton = add(actions, 'button', t('cancel'))
    cancelButton.type = 'button'
    const sendButton = add(actions, 'button', screen.sendLabel)
    sendButton.type = 'button'
    sendButton.className = 'primary'

    let busy = false
    const done = () => {
      stopGuard()
      document.removeEventListener('keydown', onKey)
    }
    const cancel = () => {
      if (busy) return
      done()
      reject(screen.cancelled())
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel()
    }
    const send = async () => {
      if (busy) return
      busy = true
      sendButton.disabled = true
      status.textContent = ''
      try {
        const seconds = await screen.send()
        done()
        resolve(seconds)
      } catch (error) {
        busy = false
        sendButton.disabled = false
        status.textContent = error instanceof Error ? error.message : t('couldNotSend')
        status.classList.add('error')
      }
    }
    cancelButton.addEventListener('click', cancel)
    const stopGuard = kit.guard(sendButton, () => void send())
    document.addEventListener('keydown', onKey)
  })
}
