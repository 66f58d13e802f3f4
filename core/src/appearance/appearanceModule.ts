import * as v from 'valibot'
import { validationMessages } from '../errors/catalogue'
import { describeValue } from '../errors/describeValue'
import { LatchError } from '../errors/LatchError'
import { LOCALES } from '../i18n/locales'
import { definePlugin } from '../plugins/definePlugin'
import { lazySchema } from '../validation/lazySchema'
import { parseOrThrow } from '../validation/parse'
import { themeVariablesSchema } from './themeVariablesSchema'

// Plain data as in the `themeVariables` option: anything else (a Map, a getter) must not reach state.
const themeVariablesParamsSchema = lazySchema(() =>
  v.object({ themeVariables: themeVariablesSchema() }),
)

/** How the UI looks and speaks: the commands 'theme.setMode', 'theme.setVariables', 'locale.set'. */
export const appearanceModule = definePlugin({
  name: 'core.appearance',
  setup(ctx) {
    ctx.handle('theme.setMode', ({ themeMode }) => {
      if (themeMode !== 'light' && themeMode !== 'dark') {
        throw new LatchError('INVALID_INPUT', { details: 'themeMode: Invalid enum value' })
      }
      ctx.update((state) => {
        state.theme.themeMode = themeMode
      })
    })
    ctx.handle('locale.set', ({ locale }) => {
      if (!LOCALES.includes(locale)) {
        throw new LatchError('INVALID_INPUT', {
          details: `locale: ${validationMessages.expected(`one of ${LOCALES.join(', ')}`, describeValue(locale))}`,
        })
      }
      ctx.update((state) => {
        state.locale = locale
      })
    })
    ctx.handle('theme.setVariables', (command) => {
      const { themeVariables } = parseOrThrow(themeVariablesParamsSchema, command)
      ctx.update((state) => {
        state.theme.themeVariables = { ...state.theme.themeVariables, ...themeVariables }
      })
    })
  },
})
