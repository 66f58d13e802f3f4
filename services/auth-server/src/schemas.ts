import { z } from 'zod'
import { messages } from './errors'

/** An email, trimmed and lower-cased, then checked: 'Invalid email' (spec §5). */
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: messages.invalidEmail }).max(254, { error: messages.invalidEmail }))

/** The frame's id for this browser (a UUID from `crypto.randomUUID()` fits). */
export const deviceId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, { error: 'Invalid deviceId: 8 to 128 of A-Z a-z 0-9 _ -' })

/** Spec §5: OTP values are strings. Anything that is not the code is just a wrong answer. */
export const otp = z.string().max(64, { error: messages.invalidOtp })

export const connectBody = z.object({ email, deviceId })
export const otpBody = z.object({ email, deviceId, otp })
export const updateEmailBody = z.object({ newEmail: email })
export const updateOtpBody = z.object({ otp })

/** Largest auth share, decoded. */
export const MAX_SHARE_BYTES = 1024

export const shareBody = z.object({
  share: z
    .string()
    .regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, {
      error: 'Expected base64',
    })
    .min(1, { error: messages.required })
    .refine((value) => Buffer.from(value, 'base64').length <= MAX_SHARE_BYTES, {
      error: `The share is larger than ${MAX_SHARE_BYTES} bytes`,
    }),
  version: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
})
