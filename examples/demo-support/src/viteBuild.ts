/**
 * Recommended `build.rolldownOptions.output.codeSplitting` for a host app on Vite 8 (rolldown):
 * everything the first paint needs in one chunk. Without it rolldown splits modules that the entry
 * and a lazy chunk share into many small chunks the page must fetch before it runs
 * (rolldown#10731): 15 files for react-default, ~150 ms later button on a 2-core machine. Lazy
 * chunks (the modal, each view, viem's clients) stay separate.
 */
export const firstPaintInOneChunk = {
  groups: [{ name: 'index', tags: ['$initial' as const] }],
}
