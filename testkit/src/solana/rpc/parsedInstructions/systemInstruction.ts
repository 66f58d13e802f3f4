import { getAddressDecoder, getStructDecoder, getU32Decoder, getU64Decoder } from '@solana/kit'
import type { InstructionParser } from './parsedInstruction'

// The System program's instruction index (u32, little-endian) starts its data.
const CREATE_ACCOUNT = 0
const TRANSFER = 2

const instructionIndex = getU32Decoder()
const transferData = getStructDecoder([
  ['index', getU32Decoder()],
  ['lamports', getU64Decoder()],
])
const createAccountData = getStructDecoder([
  ['index', getU32Decoder()],
  ['lamports', getU64Decoder()],
  ['space', getU64Decoder()],
  ['owner', getAddressDecoder()],
])

/**
 * System program instructions as agave parses them (program `system`): `transfer` and
 * `createAccount`.
 *
 * @example
 * parseSystemInstruction(data, [alice, bob])
 * // { type: 'transfer', info: { source: alice, destination: bob, lamports: 1000000000 } }
 */
export const parseSystemInstruction: InstructionParser = (data, accounts) => {
  if (data.length < 4) return undefined
  switch (instructionIndex.decode(data)) {
    case TRANSFER: {
      if (accounts.length < 2 || data.length < transferData.fixedSize) return undefined
      const { lamports } = transferData.decode(data)
      return {
        type: 'transfer',
        info: { source: accounts[0], destination: accounts[1], lamports: Number(lamports) },
      }
    }
    case CREATE_ACCOUNT: {
      if (accounts.length < 2 || data.length < createAccountData.fixedSize) return undefined
      const { lamports, space, owner } = createAccountData.decode(data)
      return {
        type: 'createAccount',
        info: {
          source: accounts[0],
          newAccount: accounts[1],
          lamports: Number(lamports),
          space: Number(space),
          owner,
        },
      }
    }
    default:
      return undefined
  }
}
