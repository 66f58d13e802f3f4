import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react'
import { useLatchState, useModal } from '@latch/hooks'
import { useId } from 'react'
import { IconButton } from '../primitives/IconButton'
import { BackIcon, CloseIcon } from '../primitives/icons'
import { Spinner } from '../primitives/Spinner'
import { ThemeScope } from '../theme/ThemeScope'
import { useLazyComponents } from './lazyComponent'
import { useViews, type ViewDefinition } from './viewRegistry'

/**
 * The modal: a dialog named by its title, focus kept inside while open and given back on close,
 * Escape and a click outside close it, back returns one view (spec §2).
 */
export default function Modal() {
  const { isOpen, view, close, back } = useModal()
  const canGoBack = useLatchState((s) => s.router.history.length > 1)
  const shake = useLatchState((s) => s.modal.shake)
  const titleId = useId()
  const { refs, context } = useFloating({
    open: isOpen,
    onOpenChange: (open) => {
      if (!open) void close()
    },
  })
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePressEvent: 'mousedown' }),
    useRole(context, { role: 'dialog' }),
  ])
  // The LatchUI's registry: the built-ins and the views of the plugins the app passed.
  const definition = useViews()[view]
  if (!isOpen) return null
  return (
    <FloatingPortal>
      <ThemeScope>
        <FloatingOverlay className="latch-overlay" lockScroll>
          {/* Focus starts on the dialog: its name is announced, Tab reaches the first control. */}
          <FloatingFocusManager
            context={context}
            initialFocus={refs.floating}
            returnFocus
            modal={!definition?.focusOutside}
            closeOnFocusOut={false}
          >
            <div
              ref={refs.setFloating}
              role="dialog"
              className="latch-dialog"
              aria-labelledby={titleId}
              aria-modal="true"
              data-shake={shake}
              {...getFloatingProps()}
            >
              <header className="latch-header">
                {canGoBack ? (
                  <IconButton label="Back" onClick={() => void back()}>
                    <BackIcon />
                  </IconButton>
                ) : (
                  <span />
                )}
                <h2 id={titleId} className="latch-title">
                  {definition?.title ?? view}
                </h2>
                <IconButton label="Close" onClick={() => void close()}>
                  <CloseIcon />
                </IconButton>
              </header>
              <div className="latch-body">
                {definition ? (
                  <ViewBody definition={definition} />
                ) : (
                  <p className="latch-muted">This view is not available in this app.</p>
                )}
              </div>
            </div>
          </FloatingFocusManager>
        </FloatingOverlay>
      </ThemeScope>
    </FloatingPortal>
  )
}

/** The view, once its chunk is in (the modal root loads it with the modal's): a spinner until then. */
function ViewBody({ definition }: { definition: ViewDefinition }) {
  const [View] = useLazyComponents([definition.Component] as const) ?? []
  if (!View) {
    return (
      <div className="latch-center">
        <Spinner label="Loading" />
      </div>
    )
  }
  return <View />
}
