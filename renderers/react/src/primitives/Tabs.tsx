import { useLocale } from '@latch/hooks'
import { type KeyboardEvent, type ReactNode, useId } from 'react'

export interface TabItem<Id extends string = string> {
  id: Id
  label: string
}

export interface TabsProps<Id extends string> {
  /** The tab list's accessible name ("Account"). */
  label: string
  tabs: readonly TabItem<Id>[]
  selected: Id
  onSelect(id: Id): void
  /** The selected tab's panel; the others stay empty until chosen. */
  children: ReactNode
}

type Step = (index: number, count: number) => number
const next: Step = (i, n) => (i + 1) % n
const previous: Step = (i, n) => (i - 1 + n) % n
const first: Step = () => 0
const last: Step = (_, n) => n - 1
/** Arrow keys follow the screen: in a right-to-left locale, Left goes to the next tab. */
const stepsByDirection: Record<'ltr' | 'rtl', Record<string, Step>> = {
  ltr: { ArrowRight: next, ArrowLeft: previous, Home: first, End: last },
  rtl: { ArrowRight: previous, ArrowLeft: next, Home: first, End: last },
}

/**
 * Tabs with the WAI-ARIA pattern: a named tablist, arrow keys (and Home/End) move between the tabs
 * and select them, only the selected tab is in the Tab order, each tab controls its panel.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<Id>) {
  const base = useId()
  const { dir } = useLocale()
  const tabId = (id: string) => `${base}-tab-${id}`
  const panelId = (id: string) => `${base}-panel-${id}`

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = stepsByDirection[dir][event.key]
    if (!move || tabs.length === 0) return
    event.preventDefault()
    const current = tabs.findIndex((tab) => tab.id === selected)
    const next = tabs[move(Math.max(0, current), tabs.length)]
    if (!next) return
    onSelect(next.id)
    document.getElementById(tabId(next.id))?.focus()
  }

  return (
    <div className="latch-tabs-root">
      <div className="latch-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="latch-tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) =>
        tab.id === selected ? (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            className="latch-tabpanel"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern puts the panel in the Tab order
            tabIndex={0}
          >
            {children}
          </div>
        ) : (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden
          />
        ),
      )}
    </div>
  )
}
