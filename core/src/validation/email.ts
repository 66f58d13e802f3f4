import * as z from 'zod/mini'

// zod's, as the lazily loaded schemas that check email params use (one definition of an email);
// a module of its own so that the first paint, which reads the other formats, does without zod.
let emailSchema: z.ZodMiniEmail | undefined

export function isEmail(value: unknown): value is string {
  emailSchema ??= z.email()
  return emailSchema.safeParse(value).success
}
