/**
 * Methods that make a browser wallet ask its user; these are what "reject the next request"
 * rejects when no method is named. Reads are never put before the user, so never rejected.
 */
export const approvalMethods: ReadonlySet<string> = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])

export interface RejectNextOptions {
  /** How many requests to reject. Default 1. */
  count?: number
  /** Only requests of this method (any method may be named). Default: any approval method. */
  method?: string
}

interface Rejection {
  method: string | undefined
  remaining: number
}

/** A queue of "the user will click Reject" instructions, consumed in the order they were given. */
export class ScriptedRejections {
  #queue: Rejection[] = []

  add(options: RejectNextOptions = {}): void {
    const count = options.count ?? 1
    if (!Number.isInteger(count) || count < 1) throw new Error(`count must be ≥ 1, got ${count}`)
    this.#queue.push({ method: options.method, remaining: count })
  }

  /** True, and one rejection used up, when the first matching instruction applies to `method`. */
  consume(method: string): boolean {
    const rejection = this.#queue.find((entry) =>
      entry.method === undefined ? approvalMethods.has(method) : entry.method === method,
    )
    if (!rejection) return false
    rejection.remaining -= 1
    if (rejection.remaining === 0) this.#queue.splice(this.#queue.indexOf(rejection), 1)
    return true
  }

  /** Rejections not yet used, e.g. to assert a test consumed what it scripted. */
  pending(): number {
    return this.#queue.reduce((sum, entry) => sum + entry.remaining, 0)
  }

  clear(): void {
    this.#queue = []
  }
}
