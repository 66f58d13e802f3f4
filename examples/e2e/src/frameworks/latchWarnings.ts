/**
 * Where a build names one of Latch's packages: by name (`@latch/react`), or by a path into one of
 * them, as a bundler prints a workspace package it followed through its link
 * (`../../renderers/react/dist/index.js`).
 */
const namesLatch =
  /@latch\/|(?:^|[\s/"'(])(?:core|testkit|plugins\/[\w-]+|renderers\/[\w-]+)\/(?:dist|src)\//m

/** Words a bundler's warning or error has in it. */
const isWarning =
  /warn|⚠|error|fail|attempted import|not found|can't resolve|doesn't exist|does not exist|critical dependency|deprecat/i

/** How rolldown (Vite 8) starts a warning: its code (`[MODULE_LEVEL_DIRECTIVE] The semantics…`). */
const rolldownCode = /\[[A-Z][A-Z0-9_]{2,}\]/

/**
 * The build's warnings (and errors) that name a Latch package: its output cut into paragraphs
 * (a bundler prints a warning with its lines together, paragraphs apart; webpack's "Import trace"
 * belongs to the warning before it: a warning raised in a dependency Latch brought in names
 * Latch there), those that name Latch and read as a warning.
 */
export function latchWarnings(buildOutput: string): string[] {
  const paragraphs: string[] = []
  for (const paragraph of buildOutput.split(/\n\s*\n/).map((text) => text.trim())) {
    if (/^Import trace/i.test(paragraph) && paragraphs.length > 0) {
      paragraphs[paragraphs.length - 1] += `\n\n${paragraph}`
    } else {
      paragraphs.push(paragraph)
    }
  }
  return paragraphs.filter(
    (paragraph) =>
      namesLatch.test(paragraph) && (isWarning.test(paragraph) || rolldownCode.test(paragraph)),
  )
}
