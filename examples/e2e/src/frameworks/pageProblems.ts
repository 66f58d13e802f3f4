import type { Page } from 'playwright-core'

/**
 * React's hydration mismatches: its production errors #418 (the text or the tree differs), #423
 * (an error while hydrating, recovered by rendering on the client) and #425 (text content
 * differs); in development builds, messages about hydrating.
 */
export const isHydrationProblem = (text: string) =>
  /hydrat/i.test(text) || /(?:#|react\.dev\/errors\/)(?:418|423|425)\b/.test(text)

/** What a page reported that is a problem: console errors and warnings, uncaught errors. */
export interface PageProblems {
  /** Each problem since the last `take`, as `console.error: …` or `pageerror: …`; then clears. */
  take(): string[]
}

/** Starts recording a page's problems (before its first load, to miss none). */
export function watchProblems(page: Page): PageProblems {
  let problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      const where = message.location().url
      problems.push(`console.${message.type()}: ${message.text()}${where ? ` (${where})` : ''}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`))
  return {
    take() {
      const taken = problems
      problems = []
      return taken
    },
  }
}
