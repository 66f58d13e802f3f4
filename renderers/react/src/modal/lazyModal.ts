import type { Locale, ViewName } from '@latch/core'
import { loadMessages } from '@latch/hooks'
import { lazyComponent } from './lazyComponent'
import { pendingTitles, type ViewSet } from './viewRegistry'

/** The modal, its own chunk: pages ship it only once someone opens it or it is warmed up. */
export const lazyModal = lazyComponent(() => import('./Modal'))

/** The locales whose modal texts were loaded, or failed to (English comes with the modal). */
const textsSettled = new Set<Locale>(['en'])

/**
 * The modal's texts in `locale`, loaded with the modal so it opens in that language at once (not
 * in English for a moment). A failed load opens it in English, which then retries in its place.
 */
async function loadModalTexts(locale: Locale): Promise<void> {
  if (textsSettled.has(locale)) return
  try {
    const { modalMessages } = await import('./Modal')
    await loadMessages(modalMessages, locale)
  } catch {
    // The modal opens in English; its own translator loads the locale again.
  } finally {
    textsSettled.add(locale)
  }
}

/**
 * Loads the modal, `view` (as `views`, the LatchUI's registry, has it), the modal's texts and the
 * plugins' view titles, in parallel.
 */
export async function loadModalWith(view: ViewName, views: ViewSet, locale: Locale): Promise<void> {
  await Promise.all([
    lazyModal.load(),
    views[view]?.Component.load(),
    loadModalTexts(locale),
    ...pendingTitles(views).map((title) => title.load()),
  ])
}

/**
 * Whether the modal, `view`, the modal's texts in `locale` and the view titles are in (a view this
 * app does not have counts as in).
 */
export const isModalReadyFor = (view: ViewName, views: ViewSet, locale: Locale): boolean =>
  lazyModal.current() !== undefined &&
  textsSettled.has(locale) &&
  pendingTitles(views).length === 0 &&
  (views[view]?.Component.current() !== undefined || !views[view])
