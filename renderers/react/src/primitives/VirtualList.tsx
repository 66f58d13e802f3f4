import { type ReactNode, type UIEvent, useEffect, useRef, useState } from 'react'

export interface VirtualListProps {
  /** How many rows the list holds (all of them, not only those rendered). */
  count: number
  /** Every row is this tall (px), its gap included: positions need no measuring. */
  rowHeight: number
  /** The list's accessible name. */
  label: string
  rowKey(index: number): string
  renderRow(index: number): ReactNode
  /** Rows rendered above and below those in view. */
  overscan?: number
  /** Called when the rows rendered reach the last `nearEnd` rows (and when the list is empty). */
  onNearEnd?(): void
  nearEnd?: number
  /** The height assumed until the browser has laid the list out (px). */
  viewportHeight?: number
}

/**
 * A fixed-row-height window over a long list: only the rows in view plus `overscan` are in the
 * DOM, placed at their offset inside a spacer as tall as the whole list, so the scrollbar is
 * true. Each row tells assistive tech its position in the whole list (aria-posinset/setsize).
 */
export function VirtualList({
  count,
  rowHeight,
  label,
  rowKey,
  renderRow,
  overscan = 5,
  onNearEnd,
  nearEnd = 10,
  viewportHeight = 400,
}: VirtualListProps) {
  const [view, setView] = useState({ top: 0, height: viewportHeight })
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, clientHeight } = event.currentTarget
    setView({ top: scrollTop, height: clientHeight || viewportHeight })
  }
  // A list that got shorter than where it was scrolled to shows its end, not nothing.
  const top = Math.max(0, Math.min(view.top, count * rowHeight - view.height))
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan)
  const last = Math.min(count, Math.ceil((top + view.height) / rowHeight) + overscan)

  // The latest callback, so a new function each render does not re-run the effect.
  const nearEndRef = useRef(onNearEnd)
  nearEndRef.current = onNearEnd
  // Re-checked when more rows arrive while the end is still in view (a short first page).
  const endReachedAt = last >= count - nearEnd ? count : -1
  useEffect(() => {
    if (endReachedAt >= 0) nearEndRef.current?.()
  }, [endReachedAt])

  const rows: ReactNode[] = []
  for (let index = first; index < last; index++) {
    rows.push(
      <li
        key={rowKey(index)}
        className="latch-virtual__row"
        style={{ height: rowHeight, transform: `translateY(${index * rowHeight}px)` }}
        aria-posinset={index + 1}
        aria-setsize={count}
      >
        {renderRow(index)}
      </li>,
    )
  }
  return (
    <div className="latch-virtual" onScroll={onScroll}>
      <ul className="latch-virtual__rows" aria-label={label} style={{ height: count * rowHeight }}>
        {rows}
      </ul>
    </div>
  )
}
