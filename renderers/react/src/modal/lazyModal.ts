import type { ViewName } from '@latch/core'
import { lazyComponent } from './lazyComponent'
import { views } from './viewRegistry'

/** The modal, its own chunk: pages ship it only once someone opens it or it is warmed up. */
export const lazyModal = lazyComponent(() => import('./Modal'))

/** Loads the modal and `view`, in parallel; resolves once both are in. */
export async function loadModalWith(view: ViewName): Promise<void> {
  await Promise.all([lazyModal.load(), views[view]?.Component.load()])
}

/** Whether the modal and `view` are in (a view this app does not have counts as in). */
export const isModalReadyFor = (view: ViewName): boolean =>
  lazyModal.current() !== undefined &&
  (views[view]?.Component.current() !== undefined || !views[view])
