import type { Toast } from '@latch/core'
import { lazyComponent } from '../modal/lazyComponent'

/**
 * A toast's look, icons and texts: not in the first paint. The first toast loads it, if the
 * modal's warm-up (`warmUp`, once the page has painted) has not already.
 */
export const lazyToastBody = lazyComponent<{ toast: Toast }>(() => import('./ToastBody'))
