import { describe, expect, it } from 'vitest'
import { sentToastText } from './sentToast'

describe('the toast of a send that went through', () => {
  it("speaks the client's locale, the amount in its separators, digits unchanged", () => {
    expect(sentToastText('en', '1234.5', 'USDC')).toEqual({
      message: 'Sent 1,234.5 USDC',
      explorer: 'View on explorer',
    })
    expect(sentToastText('de', '1234.5', 'USDC')).toEqual({
      message: '1.234,5 USDC gesendet',
      explorer: 'Im Explorer ansehen',
    })
    expect(sentToastText('fr', '0.5', 'ETH').message).toBe('Envoyé : 0,5 ETH')
    expect(sentToastText('ar', '0.5', 'ETH').explorer).toBe('عرض في المستكشف')
  })

  it('takes a symbol as text, whatever it holds', () => {
    expect(sentToastText('en', '1', '$& {amount}').message).toBe('Sent 1 $& {amount}')
  })
})
