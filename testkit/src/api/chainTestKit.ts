import {
  type Address,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  keccak256,
  parseEther,
  parseUnits,
  publicActions,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Devnet, DevnetChain } from '../devnet/startDevnet'

/** A fresh, empty account derived from a label: same label, same account on every run. */
export function freshAccount(label: string) {
  return privateKeyToAccount(keccak256(toHex(`latch-local-api-test:${label}`)))
}

/** A viem wallet client for a dev account on a devnet chain, sending and waiting for receipts. */
export function devWallet(devnet: Devnet, chain: DevnetChain, accountIndex: number) {
  const account = privateKeyToAccount(devnet.accounts[accountIndex]!.privateKey)
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chain.chainId,
      name: `Local ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  }).extend(publicActions)

  async function mined(hash: Hash) {
    return client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }

  return {
    address: account.address,
    client,
    sendEther: async (to: Address, ether: string) =>
      mined(await client.sendTransaction({ to, value: parseEther(ether) })),
    sendToken: async (to: Address, amount: string, options: { gas?: bigint } = {}) =>
      mined(
        await client.writeContract({
          address: chain.token.address,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, parseUnits(amount, chain.token.decimals)],
          ...options,
        }),
      ),
    sendRaw: async (to: Address, data: Hex, value = 0n) =>
      mined(await client.sendTransaction({ to, data, value })),
  }
}
