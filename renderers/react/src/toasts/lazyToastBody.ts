import type { Toast } from '@latch/core'
import { lazyComponent } from '../modal/lazyComponent'

/**
 * A toast's look, icons and texts: not in the first paint. `Toasts` loads it once the page is idle,
 * or with the first toast if that comes sooner.
 */
export const lazyToastBody = lazyComponent<{ toast: Toast }>(() => import('./ToastBody'))
