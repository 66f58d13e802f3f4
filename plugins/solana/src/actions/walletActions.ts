/**
 * What the Solana adapter does once a wallet answers: balances, transfers, signing transactions,
 * on web3.js 1.x. Loaded on the first such request: a page's first paint does without web3.js, and
 * signing a message without it (`./signMessage`).
 */
import type { Network } from '@latch/core'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { PublicKey, type Transaction } from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import { walletChainOf } from '../wallets/walletChains'
import { buildTransfer, type SolanaTransfer } from './buildTransfer'
import { solanaConnection } from './solanaConnection'
import { feature, mapped, unsupported } from './walletFeatures'

export type { SolanaTransfer } from './buildTransfer'

/** Lamports of `address`. */
export const getSolBalance = (network: Network, address: string): Promise<bigint> =>
  mapped(async () => BigInt(await solanaConnection(network).getBalance(new PublicKey(address))))

/** An SPL balance in base units with its decimals; 0 when the owner has no token account. */
export async function getTokenBalance(
  network: Network,
  owner: string,
  mint: string,
): Promise<{ value: bigint; decimals: number }> {
  return mapped(async () => {
    const connection = solanaConnection(network)
    const mintKey = new PublicKey(mint)
    const mintAccount = await connection.getAccountInfo(mintKey)
    if (!mintAccount) throw new Error(`No token mint at ${mint}`)
    const tokenAccount = getAssociatedTokenAddressSync(
      mintKey,
      new PublicKey(owner),
      true,
      mintAccount.owner,
    )
    if (!(await connection.getAccountInfo(tokenAccount))) {
      const { value } = await connection.getTokenSupply(mintKey)
      return { value: 0n, decimals: value.decimals }
    }
    const { value } = await connection.getTokenAccountBalance(tokenAccount)
    return { value: BigInt(value.amount), decimals: value.decimals }
  })
}

/** The network fee of a transfer, in lamports (the receiver's token account rent not included). */
export const estimateFee = (network: Network, transfer: SolanaTransfer): Promise<bigint> =>
  mapped(async () => {
    const connection = solanaConnection(network)
    const { transaction } = await buildTransfer(connection, transfer)
    const fee = await connection.getFeeForMessage(transaction.compileMessage())
    if (fee.value === null) throw new Error('Blockhash not found')
    return BigInt(fee.value)
  })

/** Signs `message` (UTF-8) with the account; the signature in base58. */
/**
 * Has the wallet sign `transaction` and sends it through the app's RPC, then waits for it to be
 * confirmed before its blockhash expires. A wallet that only signs-and-sends sends it itself.
 */
async function signSendAndConfirm(
  wallet: Wallet,
  account: WalletAccount,
  network: Network,
  transaction: Transaction,
  lastValidBlockHeight: number,
): Promise<string> {
  const connection = solanaConnection(network)
  const chain = walletChainOf(network.caipNetworkId)
  const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  let signature: string
  const signer = feature(wallet, 'solana:signTransaction')
  const sender = feature(wallet, 'solana:signAndSendTransaction')
  if (signer) {
    const [signed] = await signer.signTransaction({ account, transaction: bytes, chain })
    if (!signed) throw new Error(`${wallet.name} returned no transaction`)
    // Sent as the wallet signed it: a wallet may add instructions (priority fees) or re-sign.
    signature = await connection.sendRawTransaction(signed.signedTransaction)
  } else if (sender) {
    const [sent] = await sender.signAndSendTransaction({ account, transaction: bytes, chain })
    if (!sent) throw new Error(`${wallet.name} returned no signature`)
    signature = bs58.encode(sent.signature)
  } else {
    throw unsupported(wallet, 'sign transactions')
  }
  const blockhash = transaction.recentBlockhash ?? ''
  const { value } = await connection.confirmTransaction({
    signature,
    blockhash,
    lastValidBlockHeight,
  })
  if (value.err) throw new Error(`Transaction ${signature} failed: ${JSON.stringify(value.err)}`)
  return signature
}

/** Sends SOL or an SPL token and resolves with the confirmed transaction's signature. */
export const sendTransfer = (
  wallet: Wallet,
  account: WalletAccount,
  network: Network,
  transfer: SolanaTransfer,
): Promise<string> =>
  mapped(async () => {
    const { transaction, lastValidBlockHeight } = await buildTransfer(
      solanaConnection(network),
      transfer,
    )
    return signSendAndConfirm(wallet, account, network, transaction, lastValidBlockHeight)
  })
