import type { LatchError } from '../errors/LatchError'

/**
 * Commands: request → result (`params: void` for a command without params), exactly one handler each. Plugins add theirs by declaration merging:
 *
 * @example
 * declare module '@latch/core' {
 *   interface LatchCommands {
 *     'send.submit': { params: { amount: string; to: string }; result: { hash: string } }
 *   }
 * }
 */
export interface LatchCommands {
  'theme.setMode': { params: { themeMode: 'light' | 'dark' }; result: void }
  'theme.setVariables': { params: { themeVariables: Record<string, string> }; result: void }
}

/** Events: broadcast payloads. Plugins add theirs by declaration merging, like commands. */
export interface LatchEvents {
  /** A plugin's setup failed; its registrations were rolled back. */
  'plugin.failed': { plugin: string; error: LatchError }
  /** An error was reported (an alert for the user, or a failure a plugin caught). */
  error: { error: LatchError; source: string }
  /** The client is being destroyed; plugins tear down after this. */
  destroy: undefined
}

export type CommandType = keyof LatchCommands
export type CommandParams<K extends CommandType> = LatchCommands[K] extends { params: infer P }
  ? P
  : never
export type CommandResult<K extends CommandType> = LatchCommands[K] extends { result: infer R }
  ? R
  : never
/** A command as dispatched: its `type` plus its params. */
export type Command<K extends CommandType = CommandType> = K extends CommandType
  ? CommandParams<K> extends void | undefined
    ? { type: K }
    : { type: K } & CommandParams<K>
  : never
export type CommandHandler<K extends CommandType> = (
  command: Command<K>,
) => CommandResult<K> | Promise<CommandResult<K>>

export type EventType = keyof LatchEvents
export type EventPayload<K extends EventType> = LatchEvents[K]
export type EventHandler<K extends EventType> = (payload: EventPayload<K>) => void
