/** A SegWit output's version and program, read from its script (BIP-141: OP_n then one push). */
export interface WitnessProgram {
  version: number
  program: Uint8Array
}

const OP_0 = 0x00
const OP_1 = 0x51
const OP_16 = 0x60

export function witnessProgramOf(script: Uint8Array): WitnessProgram | undefined {
  const [opcode, length] = script
  if (opcode === undefined || length === undefined) return undefined
  if (script.length !== length + 2 || length < 2 || length > 40) return undefined
  if (opcode === OP_0) return { version: 0, program: script.subarray(2) }
  if (opcode >= OP_1 && opcode <= OP_16)
    return { version: opcode - OP_1 + 1, program: script.subarray(2) }
  return undefined
}

/** A Taproot output: witness version 1 with a 32-byte program (the output key). */
export const isTaprootScript = (script: Uint8Array): boolean => {
  const witness = witnessProgramOf(script)
  return witness?.version === 1 && witness.program.length === 32
}
