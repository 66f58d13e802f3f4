import * as v from 'valibot'

const isPlainObject = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * Theme variables as plain data, in the option and in 'theme.setVariables': valibot's `record`
 * reads any object's own keys, so a Map (none) or a class instance would pass it and reach state.
 */
export const themeVariablesSchema = () =>
  v.pipe(
    v.custom<object>(isPlainObject, 'Expected a plain object'),
    v.record(v.string(), v.union([v.string(), v.number()])),
  )
