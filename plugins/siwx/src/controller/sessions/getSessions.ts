import type { Command } from '@latch/core'
import { parseOrThrow } from '@latch/core/plugin'
import * as z from 'zod/mini'
import type { SiwxSession } from '../../state'
import { activeAccount } from '../activeAccount'
import type { SiwxContext } from '../siwxContext'

const sessionsParams = () => z.object({ address: z.optional(z.string()) })

/** The sessions the app's server holds for an address (default: the active account's). */
export async function getSessions(
  context: SiwxContext,
  command: Command<'siwx.getSessions'>,
): Promise<SiwxSession[]> {
  const { address } = parseOrThrow(sessionsParams(), command)
  return context.server.getSessions(address ?? activeAccount(context.getState()).address)
}
