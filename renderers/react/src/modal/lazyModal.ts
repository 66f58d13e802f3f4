import { lazyComponent } from './lazyComponent'

/** The modal, its own chunk: pages ship it only once someone opens it or it is warmed up. */
export const lazyModal = lazyComponent(() => import('./Modal'))
