import type { Clock } from '../clock/clock'
import { IMAGE_PRELOAD_MS } from '../constants'
import type { CatalogueWallet } from './types'

/** Loads an image ahead of time so the list shows it at once; failures are of no consequence. */
export type PrefetchImage = (url: string) => void

/** Image URLs of `wallets` by image id: the wallet's own `image_url`, else the Provider API's. */
export function walletImageUrls(
  wallets: readonly CatalogueWallet[],
  urlForImageId: (imageId: string) => string,
): Record<string, string> {
  const images: Record<string, string> = {}
  for (const wallet of wallets) {
    if (wallet.image_id)
      images[wallet.image_id] = wallet.image_url ?? urlForImageId(wallet.image_id)
  }
  return images
}

type ImageConstructor = new () => { src: string }

/**
 * The browser's way to prefetch: an `Image` whose `src` is set, so the HTTP cache holds the file
 * when the list renders it. Without `Image` (workers, tests), a `fetch` of the file, given up after
 * the spec's image preload time (IMAGE_PRELOAD_MS) on the clock.
 */
export function createBrowserImagePrefetch(fetchFn: typeof fetch, clock: Clock): PrefetchImage {
  const ImageClass = (globalThis as { Image?: ImageConstructor }).Image
  if (ImageClass) {
    return (url) => {
      new ImageClass().src = url
    }
  }
  return (url) => {
    const controller = new AbortController()
    const timer = clock.setTimeout(() => controller.abort(), IMAGE_PRELOAD_MS)
    fetchFn(url, { signal: controller.signal })
      .then((response) => response.arrayBuffer())
      .catch(() => {})
      .finally(() => clock.clearTimeout(timer))
  }
}
