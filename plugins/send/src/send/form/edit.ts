import type { SendContext } from '../sendContext'

/** Back from review to the form. */
export function edit(context: SendContext): void {
  context.change((send) => {
    send.step = 'form'
    send.error = undefined
  })
}
