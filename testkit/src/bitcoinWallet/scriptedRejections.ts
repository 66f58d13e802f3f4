/** The Bitcoin test wallet's features that put a prompt before the user. */
export const bitcoinPromptingFeatures = [
  'standard:connect',
  'bitcoin:connect',
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
  'bitcoin:signAndSendTransaction',
] as const

export type BitcoinPromptingFeature = (typeof bitcoinPromptingFeatures)[number]

export interface RejectBitcoinNextOptions {
  /** How many prompts to reject. Default 1. */
  count?: number
  /** Only prompts of this feature. Default: any prompting feature. */
  feature?: BitcoinPromptingFeature
}

/** "The user will click Reject" instructions, consumed in the order they were given. */
export class ScriptedBitcoinRejections {
  #queue: Array<{ feature: BitcoinPromptingFeature | undefined; remaining: number }> = []

  add(options: RejectBitcoinNextOptions = {}): void {
    const count = options.count ?? 1
    if (!Number.isInteger(count) || count < 1) throw new Error(`count must be ≥ 1, got ${count}`)
    if (options.feature !== undefined && !bitcoinPromptingFeatures.includes(options.feature)) {
      throw new Error(
        `feature must be one of ${bitcoinPromptingFeatures.join(', ')}, got ${String(options.feature)}`,
      )
    }
    this.#queue.push({ feature: options.feature, remaining: count })
  }

  /** True, and one rejection used up, when the first matching instruction applies to `feature`. */
  consume(feature: BitcoinPromptingFeature): boolean {
    const rejection = this.#queue.find(
      (entry) => entry.feature === undefined || entry.feature === feature,
    )
    if (!rejection) return false
    rejection.remaining -= 1
    if (rejection.remaining === 0) this.#queue.splice(this.#queue.indexOf(rejection), 1)
    return true
  }

  pending(): number {
    return this.#queue.reduce((sum, entry) => sum + entry.remaining, 0)
  }

  clear(): void {
    this.#queue = []
  }
}
