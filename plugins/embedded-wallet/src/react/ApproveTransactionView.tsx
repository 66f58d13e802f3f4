import { useMessages } from '@latch/hooks'
import { Spinner } from '@latch/react'
import { useLayoutEffect, useRef } from 'react'
import { FRAME_ELEMENT_ID } from '../constants'
import { embeddedWalletMessages } from './i18n/messages'
import { useEmbeddedWallet } from './useEmbeddedWallet'

/** The frame's place: the size of its approval card. */
const AREA = { width: '100%', height: 'min(440px, 70vh)' } as const

/**
 * ApproveTransaction: the secure frame's own approval UI, laid over this view's area. The frame
 * stays where it is in the page (moving an iframe reloads it, and its keys with it): it is only
 * placed and shown. The approving click happens in the frame's document, so the host page cannot
 * approve for the user; the keyboard goes to the frame while it shows.
 */
export default function ApproveTransactionView() {
  const area = useRef<HTMLDivElement>(null)
  const { approving } = useEmbeddedWallet()
  const { t } = useMessages(embeddedWalletMessages)

  useLayoutEffect(() => {
    const frame = document.getElementById(FRAME_ELEMENT_ID) as HTMLIFrameElement | null
    const box = area.current
    if (!frame || !box || !approving) return
    const place = () => {
      const rect = box.getBoundingClientRect()
      Object.assign(frame.style, {
        // The shorthand first: set after top and left, it would clear them.
        inset: '',
        top: `${rect.top}px`,
        left: `${rect.left}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
        visibility: 'visible',
        zIndex: 'calc(var(--latch-z-index, 2147483000) + 3)',
        borderRadius: 'var(--latch-radius-small, 12px)',
      })
    }
    place()
    frame.focus()
    const observer = new ResizeObserver(place)
    observer.observe(box)
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, true)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
      Object.assign(frame.style, {
        visibility: 'hidden',
        width: '0',
        height: '0',
        top: '',
        left: '',
        inset: 'auto 0 0 auto',
      })
    }
  }, [approving])

  return (
    <div ref={area} style={AREA} className="latch-center">
      {!approving && <Spinner label={t('waitingFrame')} />}
      <p className="latch-visually-hidden">{t('reviewInFrame')}</p>
    </div>
  )
}
