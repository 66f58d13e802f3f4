import { type Clock, type Locale, matchLocale, systemClock } from '@latch/core'
import { type Asker, originForPeople } from './approval/asker'
import type { ApprovalRow, ApprovalView } from './approval/view'
import { guardConfirm } from './confirmGate/guardConfirm'
import { browserVisibility, type WatchVisibility } from './confirmGate/visibility'
import type { EmailChangeSteps } from './emailChange'
import { FrameError, userRejected } from './errors'
import { exportWarning, showPhrase } from './exportWallet/exportScreens'
import type { WalletExportSteps } from './exportWallet/walletExport'
import type { FrameUi } from './handler'
import { importPhrase } from './importWallet/importScreen'
import type { ScreenKit } from './screenKit'
import { sendCodeScreen } from './sendCodeScreen'
import { frameTexts } from './texts'
import type { RecoveryCodeStep } from './wallet'

/** A mailed code the person types in the frame: checked by `confirm`, resent by `resend`. */
interface CodeStep {
  /** Seconds before Resend works. */
  readonly resendInSeconds: number
  confirm(code: string): Promise<void>
  /** Mails another code; resolves with the next cooldown in seconds. Absent: no Resend. */
  resend?(): Promise<number>
}

const ACCENT_KEYS = ['--latch-accent', '--w3m-accent']
const COLOR = /^(?:#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/

/**
 * The frame's own DOM: nothing but text nodes made with `textContent` (no HTML from anyone), the
 * approval dialog, the vault's code form (a new device recovering the wallet), and the refusal.
 * It speaks the browser's language until the host says which one its page shows (`setLocale`);
 * a dialog already open keeps its words, the next screen takes the new ones.
 * Approve and Confirm count only the person's confirmation of a frame they could see
 * (`guardConfirm`: a trusted click, and the dialog seen whole for a moment where the browser can
 * tell (`visibility`), else a code shown here typed back): the host page owns the frame's CSS and
 * could show it see-through, or lay its own button over Approve. Resend takes a trusted click.
 * The approval's title names the host page's origin the frame verified, not the name it claims.
 */
export function createFrameUi(
  document: Document,
  {
    languages = [] as readonly string[],
    clock = systemClock as Clock,
    /** The browser's visibility reports; undefined where it has none (Firefox, Safari). */
    visibility = browserVisibility(document.defaultView) as WatchVisibility | undefined,
  } = {},
) {
  const root =
    document.getElementById('app') ?? document.body.appendChild(document.createElement('main'))
  root.id = 'app'
  // The browser's first language Latch speaks, until the host says its page's.
  let words = frameTexts(languages.map(matchLocale).find((locale) => locale !== undefined) ?? 'en')
  const t: ReturnType<typeof frameTexts>['t'] = (key, params) => words.t(key, params)
  const speak = (locale: Locale) => {
    words = frameTexts(locale)
    document.documentElement.lang = locale
    document.documentElement.dir = words.dir
  }
  speak(words.locale)
  /** An approval line's value in words: the request's own, or what its absence means. */
  const rowValue = (row: ApprovalRow) =>
    row.valueText ? t(row.valueText, { value: row.value }) : row.value
  /** What shows now, drawn again when the language changes (the idle or refusal screen). */
  let redraw: (() => void) | undefined

  const element = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    text?: string,
    parent: HTMLElement = root,
  ): HTMLElementTagNameMap[K] => {
    const made = document.createElement(tag)
    if (text !== undefined) made.textContent = text
    parent.appendChild(made)
    return made
  }

  /** Rows as a description list; a row's warning is said beside its value, marked as one. */
  const showRows = (rows: readonly ApprovalRow[], parent: HTMLElement) => {
    if (rows.length === 0) return
    const list = element('dl', undefined, parent)
    for (const row of rows) {
      element('dt', t(row.label, { field: row.field ?? '' }), list)
      const value = element('dd', rowValue(row), list)
      if (row.warning) {
        const warning = element('strong', t(row.warning, { value: row.value }), value)
        warning.className = 'warning'
      }
    }
  }

  const showIdle = () => {
    root.replaceChildren()
    element('h1', t('secureWallet'))
    element('p', t('keysStayHere'))
    redraw = showIdle
  }

  /**
   * A form for a mailed code: its heading and text, Confirm (a trusted click or Enter), Resend
   * when the step can (after its cooldown) and Cancel; resolves once `step.confirm` succeeded.
   */
  const codeDialog = (
    words: { heading: string; text: string; cancelled: string },
    step: CodeStep,
  ) =>
    new Promise<void>((resolve, reject) => {
      root.replaceChildren()
      redraw = undefined
      const dialog = element('section')
      dialog.setAttribute('role', 'dialog')
      dialog.setAttribute('aria-modal', 'true')
      dialog.setAttribute('aria-labelledby', 'code-title')
      const heading = element('h1', words.heading, dialog)
      heading.id = 'code-title'
      element('p', words.text, dialog)
      const label = element('label', t('code'), dialog)
      const input = element('input', undefined, label)
      input.type = 'text'
      input.inputMode = 'numeric'
      input.autocomplete = 'one-time-code'
      input.maxLength = 6
      input.pattern = '[0-9]{6}'
      input.required = true
      const status = element('p', '', dialog)
      status.className = 'status'
      status.setAttribute('role', 'status')
      status.setAttribute('aria-live', 'polite')
      const actions = element('div', undefined, dialog)
      actions.className = 'actions'
      const cancelButton = element('button', t('cancel'), actions)
      cancelButton.type = 'button'
      const resendButton = element('button', t('resend'), actions)
      resendButton.type = 'button'
      resendButton.hidden = step.resend === undefined
      const confirmButton = element('button', t('confirm'), actions)
      confirmButton.type = 'button'
      confirmButton.className = 'primary'

      let busy = false
      let resending = false
      let resendAt = 0
      const resendTimer = setInterval(() => showResend(), 1000)
      const showResend = () => {
        const left = Math.ceil((resendAt - Date.now()) / 1000)
        resendButton.disabled = busy || resending || left > 0
        resendButton.textContent = left > 0 ? t('resendIn', { seconds: left }) : t('resend')
      }
      const cooldown = (seconds: number) => {
        resendAt = Date.now() + seconds * 1000
        showResend()
      }
      const setBusy = (on: boolean) => {
        busy = on
        confirmButton.disabled = on
        input.disabled = on
        showResend()
      }
      const say = (text: string, error = false) => {
        status.textContent = text
        status.classList.toggle('error', error)
      }
      const done = () => {
        clearInterval(resendTimer)
        stopGuard()
        document.removeEventListener('keydown', onKey)
        showIdle()
      }
      const cancel = () => {
        done()
        reject(new FrameError(words.cancelled))
      }
      const confirm = async () => {
        const code = input.value.trim()
        if (busy) return
        if (!/^\d{6}$/.test(code)) {
          say(t('enterSixDigits'), true)
          input.focus()
          return
        }
        setBusy(true)
        say(t('checking'))
        try {
          await step.confirm(code)
        } catch (error) {
          setBusy(false)
          say(error instanceof Error ? error.message : t('notAccepted'), true)
          input.select()
          input.focus()
          return
        }
        done()
        resolve()
      }
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape' && !busy) cancel()
      }
      cancelButton.addEventListener('click', () => {
        if (!busy) cancel()
      })
      // Confirm, or the person's Enter in the code field, once the frame was seen (guardConfirm).
      const stopGuard = guardConfirm(confirmButton, {
        visibility,
        clock,
        t,
        submitFrom: [input],
        onConfirm: () => void confirm(),
      })
      resendButton.addEventListener('click', async (event) => {
        if (!event.isTrusted || resendButton.disabled || !step.resend) return
        resending = true
        showResend()
        try {
          const seconds = await step.resend()
          resending = false
          cooldown(seconds)
          say(t('newCodeSent'))
        } catch (error) {
          resending = false
          showResend()
          say(error instanceof Error ? error.message : t('couldNotSend'), true)
        }
      })
      document.addEventListener('keydown', onKey)
      cooldown(step.resendInSeconds)
      input.focus()
    })

  /** What the screens in their own files (exportWallet/, importWallet/) build with. */
  const kit: ScreenKit = {
    dialog: (heading) => {
      root.replaceChildren()
      redraw = undefined
      const dialog = element('section')
      dialog.setAttribute('role', 'dialog')
      dialog.setAttribute('aria-modal', 'true')
      dialog.setAttribute('aria-labelledby', 'screen-title')
      const title = element('h1', heading, dialog)
      title.id = 'screen-title'
      title.tabIndex = -1
      title.focus()
      return dialog
    },
    add: (parent, tag, text) => element(tag, text, parent),
    t,
    guard: (button, onConfirm) => guardConfirm(button, { visibility, clock, t, onConfirm }),
    clock,
  }

  const ui: FrameUi & { refuse(): void } = {
    refuse() {
      root.replaceChildren()
      const heading = element('h1', t('refusedTitle'))
      heading.className = 'refused'
      element('p', t('refusedText'))
      redraw = ui.refuse
    },
    setLocale(locale) {
      speak(locale)
      redraw?.()
    },
    setTheme(mode, variables) {
      const html = document.documentElement
      if (mode) html.dataset.theme = mode
      else delete html.dataset.theme
      for (const key of ACCENT_KEYS) {
        const value = variables?.[key]
        if (typeof value === 'string' && COLOR.test(value.trim())) {
          html.style.setProperty('--accent', value.trim())
        }
      }
    },
    recoveryCode: (step: RecoveryCodeStep) =>
      codeDialog(
        {
          heading: t('confirmDevice'),
          text: t('sentCode', { email: step.email }),
          cancelled: 'Recovery cancelled',
        },
        step,
      ),
    async changeEmail(steps: EmailChangeSteps) {
      const cancelled = 'Email change cancelled'
      const heading = t('changeEmailTitle')
      // Both addresses before anything is mailed; the first code only on the person's click.
      const resendInSeconds = await sendCodeScreen(kit, {
        heading,
        content: (dialog) => {
          element(
            'p',
            t('changeEmailIntro', { current: steps.currentEmail, next: steps.newEmail }),
            dialog,
          )
          showRows(
            [
              { label: 'changeEmailFrom', value: steps.currentEmail },
              { label: 'changeEmailTo', value: steps.newEmail },
            ],
            dialog,
          )
        },
        sendLabel: t('changeEmailStart'),
        send: () => steps.sendCurrentCode(),
        cancelled: () => new FrameError(cancelled),
      })
      await codeDialog(
        {
          heading,
          text: t('changeEmailOldCode', { email: steps.currentEmail, next: steps.newEmail }),
          cancelled,
        },
        {
          resendInSeconds,
          confirm: (code) => steps.confirmCurrent(code),
          resend: () => steps.sendCurrentCode(),
        },
      )
      await codeDialog(
        { heading, text: t('changeEmailNewCode', { email: steps.newEmail }), cancelled },
        { resendInSeconds: 0, confirm: (code) => steps.confirmNew(code) },
      )
    },
    async exportWallet(steps: WalletExportSteps) {
      try {
        const resendInSeconds = await exportWarning(kit, steps)
        await codeDialog(
          {
            heading: t('exportTitle'),
            text: t('exportCodeText', { email: steps.email }),
            cancelled: 'Export cancelled',
          },
          { resendInSeconds, confirm: steps.confirm, resend: steps.sendCode },
        )
        await showPhrase(kit, steps.reveal())
      } finally {
        showIdle()
      }
    },
    async importPhrase() {
      try {
        return await importPhrase(kit)
      } finally {
        showIdle()
      }
    },
    approve(view: ApprovalView, asker: Asker) {
      return new Promise<void>((resolve, reject) => {
        root.replaceChildren()
        redraw = undefined
        const dialog = element('section')
        dialog.setAttribute('role', 'dialog')
        dialog.setAttribute('aria-modal', 'true')
        dialog.setAttribute('aria-labelledby', 'approval-title')
        // Who asks is the origin the frame verified; the name the page gives itself is only said.
        const app = originForPeople(asker.origin)
        const heading = element('h1', t(view.action, { app, count: view.count ?? 1 }), dialog)
        heading.id = 'approval-title'
        heading.tabIndex = -1
        if (asker.claimedName) element('p', t('claimedName', { name: asker.claimedName }), dialog)
        element('p', t('onlyApprove'), dialog)
        showRows(view.rows, dialog)
        for (const section of view.sections ?? []) {
          const part = element('section', undefined, dialog)
          element('h2', t(section.heading, section.params), part)
          showRows(section.rows, part)
        }
        const actions = element('div', undefined, dialog)
        actions.className = 'actions'
        const rejectButton = element('button', t('reject'), actions)
        rejectButton.type = 'button'
        const approveButton = element('button', t('approve'), actions)
        approveButton.type = 'button'
        approveButton.className = 'primary'

        const done = () => {
          stopGuard()
          document.removeEventListener('keydown', onKey)
          showIdle()
        }
        const onKey = (event: KeyboardEvent) => {
          if (event.key === 'Escape') {
            done()
            reject(userRejected())
          }
        }
        rejectButton.addEventListener('click', () => {
          done()
          reject(userRejected())
        })
        const stopGuard = guardConfirm(approveButton, {
          visibility,
          clock,
          t,
          onConfirm: () => {
            done()
            resolve()
          },
        })
        document.addEventListener('keydown', onKey)
        heading.focus()
      })
    },
  }
  showIdle()
  return ui
}
