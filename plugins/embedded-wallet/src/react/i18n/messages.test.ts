import { translationGaps } from '@latch/hooks'
import { expect, it } from 'vitest'
import { embeddedWalletMessages } from './messages'

it('has every text in every locale of the core, with the same placeholders', async () => {
  expect(await translationGaps(embeddedWalletMessages)).toEqual([])
})
