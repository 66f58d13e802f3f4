import { SendTransactionError, TransactionExpiredBlockheightExceededError } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { mapSolanaError } from './mapSolanaError'

describe('mapSolanaError', () => {
  it("maps the user's rejection, by code or by a wallet's words", () => {
    for (const error of [
      Object.assign(new Error('nope'), { code: 4001 }),
      new Error('User rejected the request.'),
    ]) {
      expect(mapSolanaError(error)).toMatchObject({ code: 'USER_REJECTED_REQUEST', rpcCode: 4001 })
    }
  })

  it('maps insufficient funds from the program logs of a failed send', () => {
    const error = new SendTransactionError({
      action: 'send',
      signature: '',
      transactionMessage: 'Transaction simulation failed: Error processing Instruction 0',
      logs: [
        'Program 11111111111111111111111111111111 invoke [1]',
        'Transfer: insufficient lamports 5, need 10',
      ],
    })
    expect(mapSolanaError(error)).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      details: expect.stringContaining('insufficient lamports'),
    })
    expect(mapSolanaError(new Error('custom program error: 0x1'))).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    })
  })

  it('maps an expired blockhash', () => {
    expect(mapSolanaError(new TransactionExpiredBlockheightExceededError('5x'))).toMatchObject({
      code: 'BLOCKHASH_EXPIRED',
    })
    expect(
      mapSolanaError(new Error('Transaction simulation failed: Blockhash not found')),
    ).toMatchObject({
      code: 'BLOCKHASH_EXPIRED',
    })
  })

  it('keeps any other message', () => {
    expect(mapSolanaError(new Error('RPC down'))).toMatchObject({ name: 'LatchError' })
  })
})
