import * as v from 'valibot'

/** A URL the WHATWG parser reads, with a protocol `protocol` matches (`https:`). */
const isUrlWith = (protocol: RegExp) => (value: string) => {
  try {
    return protocol.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/** An absolute `http:` or `https:` URL. */
export const httpUrl = () => v.pipe(v.string(), v.check(isUrlWith(/^https?:$/)))

/** An absolute `ws:` or `wss:` URL. */
export const webSocketUrl = () => v.pipe(v.string(), v.check(isUrlWith(/^wss?:$/)))
