/** The smallest tip, in ACME: the Tip view says it, and a smaller tip is refused. */
export const ACME_MIN_TIP = 5
