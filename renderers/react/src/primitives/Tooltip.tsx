import {
  autoUpdate,
  FloatingPortal,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react'
import { cloneElement, type ReactElement, type Ref, useState } from 'react'

export interface TooltipProps {
  label: string
  children: ReactElement<{ ref?: Ref<HTMLElement> }>
}

/** A short hint on hover and keyboard focus (role tooltip, dismissed with Escape). */
export function Tooltip({ label, children }: TooltipProps) {
  const [open, setOpen] = useState(false)
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'top',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  })
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ])
  return (
    <>
      {cloneElement(children, getReferenceProps({ ref: refs.setReference }))}
      {open && (
        <FloatingPortal>
          <div
            ref={refs.setFloating}
            className="latch latch-tooltip"
            style={floatingStyles}
            {...getFloatingProps()}
          >
            {label}
          </div>
        </FloatingPortal>
      )}
    </>
  )
}
