import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'

type TriggerProps = {
  ref?: Ref<HTMLElement>
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void
  'aria-describedby'?: string
}

export interface TooltipProps {
  label: string
  children: ReactElement<TriggerProps>
}

/** Floating UI's positioning, loaded the first time a tooltip shows (not with the modal). */
const loadPositioning = () => import('@floating-ui/dom')

/**
 * A short hint on hover and keyboard focus (role tooltip, describing its trigger while shown,
 * dismissed with Escape), placed above its trigger, flipped below and shifted to stay on screen.
 */
export function Tooltip({ label, children }: TooltipProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const trigger = useRef<HTMLElement>(null)
  const tip = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const reference = trigger.current
    const floating = tip.current
    if (!open || !reference || !floating) return
    let stop = () => {}
    let live = true
    loadPositioning().then(
      ({ autoUpdate, computePosition, flip, offset, shift }) => {
        if (!live) return
        stop = autoUpdate(reference, floating, () => {
          computePosition(reference, floating, {
            placement: 'top',
            strategy: 'fixed',
            middleware: [offset(6), flip(), shift({ padding: 8 })],
          }).then(({ x, y }) => {
            Object.assign(floating.style, { left: `${x}px`, top: `${y}px`, visibility: 'visible' })
          })
        })
      },
      () => {}, // Not downloaded: the hint stays unplaced; the trigger's name says the same.
    )
    return () => {
      live = false
      stop()
    }
  }, [open])
  const own = children.props
  return (
    <>
      {cloneElement(children, {
        ref: trigger,
        onPointerEnter: (event) => {
          own.onPointerEnter?.(event)
          setOpen(true)
        },
        onPointerLeave: (event) => {
          own.onPointerLeave?.(event)
          setOpen(false)
        },
        // Keyboard focus only: a click focuses too, and needs no hint.
        onFocus: (event) => {
          own.onFocus?.(event)
          if (event.currentTarget.matches(':focus-visible')) setOpen(true)
        },
        onBlur: (event) => {
          own.onBlur?.(event)
          setOpen(false)
        },
        onKeyDown: (event) => {
          own.onKeyDown?.(event)
          if (open && event.key === 'Escape') {
            // Only the hint goes: the dialog around stays.
            event.preventDefault()
            setOpen(false)
          }
        },
        'aria-describedby': open ? id : own['aria-describedby'],
      })}
      {open &&
        createPortal(
          <div
            ref={tip}
            id={id}
            role="tooltip"
            className="latch latch-tooltip"
            style={{ position: 'fixed', left: 0, top: 0, visibility: 'hidden' }}
          >
            {label}
          </div>,
          document.body,
        )}
    </>
  )
}
