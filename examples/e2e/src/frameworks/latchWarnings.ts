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

/**
 * The build's warnings (and errors) that name a Latch package: its output cut into paragraphs
 * (a bundler prints a warning with its lines together, paragraphs apart), those that name Latch
 * and read as a warning.
 */
export function latchWarnings(buildOutput: string): string[] {
  return buildOutput
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => namesLatch.test(paragraph) && isWarning.test(paragraph))
}
