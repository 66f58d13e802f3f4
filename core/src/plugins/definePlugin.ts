import type { LatchPlugin } from './types'

/**
 * Declares a plugin. It only helps type inference; the plugin host checks plugins when the client
 * is created.
 *
 * @example
 * export const greeter = definePlugin({
 *   name: 'greeter',
 *   setup(ctx) {
 *     ctx.handle('greeter.greet', ({ name }) => `Hello ${name}`)
 *   },
 * })
 */
export function definePlugin<const Name extends string>(
  plugin: LatchPlugin<Name>,
): LatchPlugin<Name> {
  return plugin
}
