// Prints how long startSolanaValidator() takes (ledger, funded accounts and mint written, both
// ports listening) and how long an unmodified web3.js `sendAndConfirmTransaction` of a SOL
// transfer takes against it. Figures to watch, not a test.
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { startSolanaValidator } from '../src/solana/startSolanaValidator'

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const round = (values: number[]) => values.map((value) => Math.round(value)).join(', ')

const startMs: number[] = []
for (let run = 0; run < 7; run++) {
  const started = performance.now()
  const validator = await startSolanaValidator()
  startMs.push(performance.now() - started)
  await validator.stop()
}
console.log(
  `startSolanaValidator ms: first ${Math.round(startMs[0]!)}, median ${Math.round(median(startMs))} [${round(startMs)}]`,
)

const validator = await startSolanaValidator()
const connection = new Connection(validator.rpcUrl, 'confirmed')
const payer = Keypair.fromSecretKey(validator.accounts[0]!.secretKey)
const confirmMs: number[] = []
for (let transfer = 0; transfer < 21; transfer++) {
  const transaction = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: LAMPORTS_PER_SOL,
    }),
  )
  const sent = performance.now()
  await sendAndConfirmTransaction(connection, transaction, [payer])
  confirmMs.push(performance.now() - sent)
}
console.log(
  `SOL transfer, sendAndConfirmTransaction ms: first ${Math.round(confirmMs[0]!)}, median ${Math.round(median(confirmMs.slice(1)))}`,
)
await validator.stop()
