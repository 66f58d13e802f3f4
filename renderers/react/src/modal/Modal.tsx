import { useLatch, useLatchState, useMessages } from '@latch/hooks'
import { useCallback, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { builtInTitleKeys, modalMessages } from '../i18n/modalMessages'
import { IconButton } from '../primitives/IconButton'
import { BackIcon, CloseIcon } from '../primitives/icons'
import { Spinner } from '../primitives/Spinner'
import { modalStyles } from '../theme/modalStyles'
import { ThemeScope } from '../theme/ThemeScope'
import { useStyleSheet } from '../theme/useStyleSheet'
import { LoadFailed } from './LoadFailed'
import { useLazyComponents } from './useLazyComponents'
import { useModalDialog } from './useModalDialog'
import { builtInViews, localizedText, useViews, type ViewDefinition } from './viewRegistry'

/**
 * The modal: a dialog named by its title, focus kept inside while open and given back on close,
 * Escape and a click outside close it, back returns one view (spec §2). It is always rendered as
 * open: `ModalRoot` hides it (an `Activity`) while closed, and a hidden tree runs no effects, so
 * it listens to nothing and holds no focus then.
 */
export default function Modal() {
  // The modal's and its views' styles come with its chunk (the buttons' are in the first paint).
  useStyleSheet('latch-modal-styles', modalStyles)
  const latch = useLatch()
  const view = useLatchState((s) => s.router.history.at(-1)?.view ?? 'Connect')
  const close = useCallback(() => void latch.close(), [latch])
  const back = () => latch.dispatch({ type: 'router.back' })
  const canGoBack = useLatchState((s) => s.router.history.length > 1)
  const shake = useLatchState((s) => s.modal.shake)
  const titleId = useId()
  const { t, locale } = useMessages(modalMessages)
  // The LatchUI's registry: the built-ins and the views of the plugins the app passed.
  const definition = useViews()[view]
  // A built-in view (not replaced by a set) is titled in the client's language; a plugin's view
  // by its set.
  const titleKey =
    definition && definition === builtInViews[view]
      ? builtInTitleKeys[view as keyof typeof builtInTitleKeys]
      : undefined
  const title = titleKey ? t(titleKey) : definition ? localizedText(definition.title, locale) : view
  const overlay = useRef<HTMLDivElement>(null)
  const dialog = useRef<HTMLDivElement>(null)
  // A view whose controls live outside the dialog (the secure frame's approval UI) keeps Tab free.
  const modal = !definition?.focusOutside
  useModalDialog({ overlay, dialog, close, trapTab: modal })
  // Straight into the body: a portal whose container came from an effect could not be built
  // while hidden (a hidden tree runs none), so nothing could be built before the modal opens.
  return createPortal(
    <ThemeScope>
      <div ref={overlay} className="latch-overlay">
        {/* Focus starts on the dialog: its name is announced, Tab reaches the first control. */}
        <div
          ref={dialog}
          role="dialog"
          className="latch-dialog"
          aria-labelledby={titleId}
          aria-modal={modal}
          tabIndex={-1}
          data-shake={shake}
        >
          {/* A div, not a header: in the body (the portal's place) a header is a banner landmark,
              a second one beside the app's own (axe: landmark-no-duplicate-banner). */}
          <div className="latch-header">
            {canGoBack ? (
              <IconButton label={t('back')} onClick={() => void back()}>
                <BackIcon />
              </IconButton>
            ) : (
              <span />
            )}
            <h2 id={titleId} className="latch-title">
              {title}
            </h2>
            <IconButton label={t('close')} onClick={close}>
              <CloseIcon />
            </IconButton>
          </div>
          <div className="latch-body">
            {definition ? (
              <ViewBody definition={definition} />
            ) : (
              <p className="latch-muted">{t('notAvailable')}</p>
            )}
          </div>
        </div>
      </div>
    </ThemeScope>,
    document.body,
  )
}

/**
 * The view, once its chunk is in (the modal root loads it with the modal's): a spinner until then,
 * or why not and Try again.
 */
function ViewBody({ definition }: { definition: ViewDefinition }) {
  const { t } = useMessages(modalMessages)
  const view = useLazyComponents([definition.Component] as const)
  if (view.status === 'failed') return <LoadFailed retry={view.retry} />
  const View = view.status === 'ready' ? view.components[0] : undefined
  if (!View) {
    return (
      <div className="latch-center">
        <Spinner label={t('loading')} />
      </div>
    )
  }
  return <View />
}

/** The Connect view, where a first open lands, in this chunk: one request fewer (design.md). */
export { default as ConnectView } from '../views/ConnectView'
/** The modal's texts, for `loadModalTexts`: asked for apart, they made a chunk of their own. */
export { modalMessages }
