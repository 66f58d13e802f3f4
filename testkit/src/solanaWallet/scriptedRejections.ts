/** The features that put a prompt before the user; only these are rejected by `rejectNext`. */
export const promptingFeatures = [
  'standard:connect',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

export type PromptingFeature = (typeof promptingFeatures)[number]

export interface RejectSolanaNextOptions {
  /** How many prompts to reject. Default 1. */
  count?: number
  /** Only prompts of this feature. Default: any prompting feature. */
  feature?: PromptingFeature
}

interface Rejection {
  feature: PromptingFeature | undefined
  remaining: number
}

/** A queue of "the user will click Reject" instructions, consumed in the order they were given. */
export class ScriptedFeatureRejections {
  #queue: Rejection[] = []

  add(options: RejectSolanaNextOptions = {}): void {
    const count = options.count ?? 1
    if (!Number.isInteger(count) || count < 1) throw new Error(`count must be ≥ 1, got ${count}`)
    if (options.feature !== undefined && !promptingFeatures.includes(options.feature)) {
      throw new Error(
        `feature must be one of ${promptingFeatures.join(', ')}, got ${String(options.feature)}`,
      )
    }
    this.#queue.push({ feature: options.feature, remaining: count })
  }

  /** True, and one rejection used up, when the first matching instruction applies to `feature`. */
  consume(feature: PromptingFeature): boolean {
    const rejection = this.#queue.find(
      (entry) => entry.feature === undefined || entry.feature === feature,
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
