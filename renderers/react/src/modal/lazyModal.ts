import type { ViewName } from '@latch/core'
import { lazyComponent } from './lazyComponent'
import type { ViewSet } from './viewRegistry'

/** The modal, its own chunk: pages ship it only once someone opens it or it is warmed up. */
export const lazyModal = lazyComponent(() => import('./Modal'))

/** Loads the modal and `view` (as `views`, the LatchUI's registry, has it), in parallel. */
export async function loadModalWith(view: ViewName, views: ViewSet): Promise<void> {
  await Promise.all([lazyModal.load(), views[view]?.Component.load()])
}

/** Whether the modal and `view` are in (a view this app does not have counts as in). */
export const isModalReadyFor = (view: ViewName, views: ViewSet): boolean =>
  lazyModal.current() !== undefined &&
  (views[view]?.Component.current() !== undefined || !views[view])
