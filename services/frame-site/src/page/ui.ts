import { userRejected } from './errors'
import type { FrameUi } from './handler'
import type { ApprovalView } from './rpc'

const ACCENT_KEYS = ['--latch-accent', '--w3m-accent']
const COLOR = /^(?:#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/

/**
 * The frame's own DOM: nothing but text nodes made with `textContent` (no HTML from anyone), the
 * approval dialog, and the refusal. Approve counts only a trusted click (`event.isTrusted`: a
 * person, not a script), and only after `armDelayMs`, so a click meant for the host page a moment
 * before the frame showed up does not approve.
 */
export function createFrameUi(document: Document, { armDelayMs = 400 } = {}) {
  const root =
    document.getElementById('app') ?? document.body.appendChild(document.createElement('main'))
  root.id = 'app'

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

  const showIdle = () => {
    root.replaceChildren()
    element('h1', 'Secure wallet')
    element('p', 'Your keys stay here, on this secure page.')
  }

  const ui: FrameUi & { refuse(): void } = {
    refuse() {
      root.replaceChildren()
      const heading = element('h1', 'This page can’t be shown here')
      heading.className = 'refused'
      element('p', 'The secure wallet only opens inside the apps it was set up for.')
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
    approve(view: ApprovalView, appName: string | undefined) {
      return new Promise<void>((resolve, reject) => {
        root.replaceChildren()
        const dialog = element('section')
        dialog.setAttribute('role', 'dialog')
        dialog.setAttribute('aria-modal', 'true')
        dialog.setAttribute('aria-labelledby', 'approval-title')
        const heading = element('h1', `${appName ?? 'This app'} ${view.action}`, dialog)
        heading.id = 'approval-title'
        heading.tabIndex = -1
        element('p', 'Only approve if you trust this app and expected this request.', dialog)
        const list = element('dl', undefined, dialog)
        for (const row of view.rows) {
          element('dt', row.label, list)
          element('dd', row.value, list)
        }
        const actions = element('div', undefined, dialog)
        actions.className = 'actions'
        const rejectButton = element('button', 'Reject', actions)
        rejectButton.type = 'button'
        const approveButton = element('button', 'Approve', actions)
        approveButton.type = 'button'
        approveButton.className = 'primary'
        approveButton.disabled = true
        const arm = setTimeout(() => {
          approveButton.disabled = false
        }, armDelayMs)

        const done = () => {
          clearTimeout(arm)
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
        approveButton.addEventListener('click', (event) => {
          // A script's click (the host cannot reach in, but nothing here trusts that) is ignored.
          if (!event.isTrusted || approveButton.disabled) return
          done()
          resolve()
        })
        document.addEventListener('keydown', onKey)
        heading.focus()
      })
    },
  }
  showIdle()
  return ui
}
