import { expect, it } from 'vitest'
import { createRequestTickets } from './requestTickets'

it('a new ticket makes the older ones stale; reading the current one changes nothing', () => {
  const tickets = createRequestTickets()
  const prepared = tickets.take()
  const signing = tickets.current()
  expect(signing).toBe(prepared)
  expect(tickets.isCurrent(signing)).toBe(true)

  const left = tickets.take() // a cancel, a disconnect or a new prepare
  expect(tickets.isCurrent(signing)).toBe(false)
  expect(tickets.isCurrent(left)).toBe(true)
})
