/** A clock tests move by hand. */
export function createFakeClock(start = 1_700_000_000_000) {
  let time = start
  return {
    now: () => time,
    advance(ms: number) {
      time += ms
    },
  }
}
