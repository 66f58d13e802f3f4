/** Profile names (spec §9). */

export const NAME_SUFFIX = '.reown.id'
export const LEGACY_NAME_SUFFIX = '.wcn.id'
export const NAME_MIN_LENGTH = 4
/** ENSIP-11: an EVM chain id at or above 2^31 has no coin type. */
export const MAX_COIN_TYPE_CHAIN_ID = 2 ** 31 - 1
