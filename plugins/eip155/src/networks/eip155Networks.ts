import { mainnet } from './networkData.generated'

// The supported networks (spec §9: about 23) and their list, as plain data generated from viem's
// chain definitions; an app's bundle keeps only the networks it imports.
export * from './networkData.generated'
export { NETWORK_IMAGE_IDS } from './networkImageIds'

/** The network selected when the app names none (spec §9: eip155:1). */
export const defaultEip155Network = mainnet
