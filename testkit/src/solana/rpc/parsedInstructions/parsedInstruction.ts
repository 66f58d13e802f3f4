/** An instruction as `jsonParsed` shows it when it knows the program: `{ type, info }`. */
export interface ParsedInstructionInfo {
  type: string
  info: Record<string, unknown>
}

/**
 * Reads one program's instruction from its data and the addresses of its accounts; `undefined`
 * when it does not know the instruction or it is malformed (it then shows partially decoded).
 */
export type InstructionParser = (
  data: Uint8Array,
  accounts: readonly string[],
) => ParsedInstructionInfo | undefined
