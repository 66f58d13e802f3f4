/**
 * Recommended `build.rolldownOptions.output.codeSplitting` for a host app on Vite 8 (rolldown).
 * Rolldown otherwise splits every module that two chunks share into its own small chunk
 * (rolldown#10731), and a page must fetch them all:
 * - everything the first paint needs goes in one chunk (15 files for react-default without it,
 *   a button ~150 ms later on a 2-core machine);
 * - what the default UI's modal and views share (list items, images, hooks) goes in one lazy
 *   chunk: a first open fetches 3 files instead of 8 (measured: click at once → Connect painted
 *   45 → 37 ms, button 5 ms sooner, since fewer preload links are made during the first render),
 *   2 since the Connect view ships in the modal's chunk, 1 since the other views' entry imports
 *   the modal (the modal is then in this group too).
 * The modal, each other view and viem's clients stay lazy chunks of their own.
 */
export const latchCodeSplitting = {
  groups: [
    { name: 'index', tags: ['$initial' as const], priority: 2 },
    {
      name: 'latch-ui',
      // The installed packages, and their sources in this repository.
      test: /[\\/](@latch[\\/](react|hooks)|renderers[\\/](react|hooks))[\\/]/,
      minShareCount: 2,
      priority: 1,
    },
  ],
}
