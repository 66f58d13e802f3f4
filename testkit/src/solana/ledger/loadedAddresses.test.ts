import {
  address,
  getAddressEncoder,
  getArrayEncoder,
  getOptionEncoder,
  getStructEncoder,
  getU8Encoder,
  getU16Encoder,
  getU32Encoder,
  getU64Encoder,
  lamports,
  some,
} from '@solana/kit'
import {
  AddressLookupTableAccount,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { expect, it } from 'vitest'
import { deriveSolanaKeypair } from '../devKeypairs'
import { fundAccounts } from '../genesis/fundAccounts'
import { answerCall, solanaRpcMethods } from '../rpc/rpcHandler'
import { createLocalLedger } from './localLedger'

const LOOKUP_TABLE_PROGRAM = address('AddressLookupTab1e1111111111111111111111111')
const ACTIVE = 2n ** 64n - 1n

// An address lookup table account as its program writes it: its state, then its addresses.
const lookupTableEncoder = getStructEncoder([
  ['discriminator', getU32Encoder()],
  ['deactivationSlot', getU64Encoder()],
  ['lastExtendedSlot', getU64Encoder()],
  ['lastExtendedSlotStartIndex', getU8Encoder()],
  ['authority', getOptionEncoder(getAddressEncoder())],
  ['padding', getU16Encoder()],
  ['addresses', getArrayEncoder(getAddressEncoder(), { size: 'remainder' })],
])

it('records the addresses a v0 transaction loads from a lookup table, and answers them', () => {
  const ledger = createLocalLedger()
  const payer = Keypair.fromSecretKey(deriveSolanaKeypair('latch:test:lookup-payer').secretKey)
  fundAccounts(ledger, [payer.publicKey.toBase58()], 10n * BigInt(LAMPORTS_PER_SOL))
  const recipient = Keypair.generate().publicKey
  const table = Keypair.generate().publicKey
  const data = new Uint8Array(
    lookupTableEncoder.encode({
      discriminator: 1,
      deactivationSlot: ACTIVE,
      lastExtendedSlot: 0n,
      // Every address usable at once, though the table was extended in the current slot.
      lastExtendedSlotStartIndex: 1,
      authority: some(address(payer.publicKey.toBase58())),
      padding: 0,
      addresses: [address(recipient.toBase58())],
    }),
  )
  ledger.setAccount({
    address: address(table.toBase58()),
    data,
    executable: false,
    lamports: lamports(ledger.minimumBalanceForRentExemption(data.length)),
    programAddress: LOOKUP_TABLE_PROGRAM,
    space: BigInt(data.length),
  })

  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: ledger.latestBlockhash().blockhash,
    instructions: [
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: recipient,
        lamports: LAMPORTS_PER_SOL,
      }),
    ],
  }).compileToV0Message([
    new AddressLookupTableAccount({
      key: table,
      state: {
        deactivationSlot: ACTIVE,
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 1,
        authority: payer.publicKey,
        addresses: [recipient],
      },
    }),
  ])
  expect(message.staticAccountKeys.map(String)).not.toContain(recipient.toBase58())
  const transaction = new VersionedTransaction(message)
  transaction.sign([payer])
  const signature = ledger.sendTransaction(transaction.serialize())

  const landed = ledger.transaction(signature)!
  expect(landed.loadedAddresses).toEqual({ writable: [recipient.toBase58()], readonly: [] })
  expect(landed.accountKeys.at(-1)).toBe(recipient.toBase58())
  expect([landed.before.lamports.at(-1), landed.after.lamports.at(-1)]).toEqual([
    0n,
    BigInt(LAMPORTS_PER_SOL),
  ])
  expect(
    ledger.signaturesForAddress(recipient.toBase58(), { limit: 10 }).map((t) => t.signature),
  ).toEqual([signature])

  const context = { ledger, genesisHash: 'test' }
  const call = (params: unknown[]) =>
    answerCall(
      { jsonrpc: '2.0', id: 1, method: 'getTransaction', params },
      context,
      solanaRpcMethods,
    )
  const json = call([signature, { maxSupportedTransactionVersion: 0 }])
  expect(json).toMatchObject({
    result: {
      version: 0,
      transaction: {
        message: {
          addressTableLookups: [
            { accountKey: table.toBase58(), writableIndexes: [0], readonlyIndexes: [] },
          ],
        },
      },
      meta: { loadedAddresses: { writable: [recipient.toBase58()], readonly: [] } },
    },
  })
  const parsed = call([signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 }])
  expect(parsed).toMatchObject({
    result: {
      transaction: {
        message: {
          accountKeys: [
            { source: 'transaction' },
            { source: 'transaction' },
            {
              pubkey: recipient.toBase58(),
              writable: true,
              signer: false,
              source: 'lookupTable',
            },
          ],
          instructions: [{ parsed: { info: { destination: recipient.toBase58() } } }],
        },
      },
    },
  })
  expect((parsed as { result: { meta: object } }).result.meta).not.toHaveProperty('loadedAddresses')
})
