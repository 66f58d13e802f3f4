import { describe, expect, it } from 'vitest'
import { walletImageUrls } from './walletImages'

describe('walletImageUrls', () => {
  it("maps image ids to the wallet's own URL, else the Provider API's", () => {
    expect(
      walletImageUrls(
        [
          { id: '1', name: 'A', image_id: 'img-a' },
          { id: '2', name: 'B', image_id: 'img-b', image_url: 'https://cdn.example/b.png' },
          { id: '3', name: 'C' },
        ],
        (imageId) => `https://api.example/getWalletImage/${imageId}`,
      ),
    ).toEqual({
      'img-a': 'https://api.example/getWalletImage/img-a',
      'img-b': 'https://cdn.example/b.png',
    })
  })
})
