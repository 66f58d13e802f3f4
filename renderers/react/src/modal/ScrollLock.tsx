import { useLayoutEffect } from 'react'

/**
 * The width of the page's scrollbar, read before the modal shows: the page is still laid out
 * then, so the read costs nothing (after, it would lay the page out once more).
 */
export const pageScrollbarWidth = (): number =>
  Math.max(0, window.innerWidth - document.documentElement.clientWidth)

/** The page's own inline values, put back as they were. */
const LOCKED = ['overflow', 'scrollbar-gutter'] as const

/**
 * Keeps the page from scrolling behind the modal while mounted, and puts it back as it was after.
 * Where the page had a scrollbar (`scrollbar`, from `pageScrollbarWidth`), its gutter stays, so
 * nothing shifts. It only writes, before anything in the modal reads the layout.
 */
export function ScrollLock({ scrollbar }: { scrollbar: number }) {
  useLayoutEffect(() => {
    const { style } = document.documentElement
    const before = LOCKED.map((name) => [name, style.getPropertyValue(name)] as const)
    style.setProperty('overflow', 'hidden')
    if (scrollbar > 0) style.setProperty('scrollbar-gutter', 'stable')
    return () => {
      for (const [name, value] of before) {
        if (value) style.setProperty(name, value)
        else style.removeProperty(name)
      }
    }
  }, [scrollbar])
  return null
}
