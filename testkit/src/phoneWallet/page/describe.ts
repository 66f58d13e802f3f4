import type {
  RelayWalletProposalNamespace,
  RelayWalletSessionNamespace,
} from '../../relayWallet/namespaces'

/**
 * What the page shows of proposals, sessions and requests, as plain text: pure functions, no DOM,
 * so they are tested in Node. Everything here may come from the dapp: the page only ever puts it
 * in `textContent`.
 */

export interface AskedNamespace {
  /** `eip155`, `solana`. */
  name: string
  /** Each chain asked for, and whether this wallet has it. */
  chains: { chainId: string; known: boolean }[]
  methods: string[]
  /** True if the dapp required it (a missing one fails the approval). */
  required: boolean
}

/** The namespaces a proposal asks for, required and optional merged per namespace. */
export function askedNamespaces(
  required: Record<string, RelayWalletProposalNamespace>,
  optional: Record<string, RelayWalletProposalNamespace>,
  knownChains: readonly string[],
): AskedNamespace[] {
  const byName = new Map<string, AskedNamespace>()
  const add = (set: Record<string, RelayWalletProposalNamespace>, isRequired: boolean) => {
    for (const [key, namespace] of Object.entries(set)) {
      const name = key.split(':')[0]!
      const entry = byName.get(name) ?? { name, chains: [], methods: [], required: false }
      entry.required ||= isRequired
      const chains = key.includes(':') ? [key] : (namespace.chains ?? [])
      for (const chainId of chains) {
        if (!entry.chains.some((chain) => chain.chainId === chainId)) {
          entry.chains.push({ chainId, known: knownChains.includes(chainId) })
        }
      }
      for (const method of namespace.methods ?? []) {
        if (!entry.methods.includes(method)) entry.methods.push(method)
      }
      byName.set(name, entry)
    }
  }
  add(required, true)
  add(optional, false)
  return [...byName.values()]
}

/** `eip155: eip155:31337 (0xf39F…), …`: the accounts of a session, one line per namespace. */
export function sessionAccounts(
  namespaces: Record<string, RelayWalletSessionNamespace>,
): { name: string; accounts: string[] }[] {
  return Object.entries(namespaces).map(([name, namespace]) => ({
    name,
    accounts: namespace.accounts,
  }))
}

const MAX_SUMMARY = 240

/** A short, readable line about a request's params: what the user approves. */
export function summarizeParams(method: string, params: unknown): string {
  try {
    return clip(summarize(method, params))
  } catch {
    return clip(json(params))
  }
}

function summarize(method: string, params: unknown): string {
  const list = Array.isArray(params) ? params : []
  const object = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  switch (method) {
    case 'personal_sign': {
      const [message, address] = list
      return `Sign message "${decodeMessage(String(message))}" with ${String(address)}`
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = list
      const typed = object(typeof data === 'string' ? JSON.parse(data) : data)
      const domain = object(typed.domain)
      const domainName = domain.name === undefined ? '' : ` for "${String(domain.name)}"`
      return `Sign typed data ${String(typed.primaryType ?? '?')}${domainName} with ${String(address)}`
    }
    case 'eth_sendTransaction': {
      const tx = object(list[0])
      const value = tx.value === undefined ? 0n : BigInt(String(tx.value))
      const data =
        typeof tx.data === 'string' && tx.data !== '0x'
          ? `, data ${tx.data.length / 2 - 1} bytes`
          : ''
      return `Send ${formatWei(value)} ETH from ${String(tx.from)} to ${String(tx.to ?? '(new contract)')}${data}`
    }
    case 'wallet_switchEthereumChain':
      return `Switch to chain ${Number(object(list[0]).chainId)}`
    case 'wallet_addEthereumChain': {
      const chain = object(list[0])
      return `Add chain ${Number(chain.chainId)} (${String(chain.chainName ?? 'unnamed')})`
    }
    case 'solana_signMessage': {
      const { message, pubkey } = object(params)
      return `Sign a message (base58 ${String(message)})${pubkey ? ` with ${String(pubkey)}` : ''}`
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const { transaction } = object(params)
      const verb = method === 'solana_signTransaction' ? 'Sign' : 'Sign and send'
      return `${verb} a transaction (${base64Bytes(String(transaction))} bytes)`
    }
    case 'solana_signAllTransactions': {
      const { transactions } = object(params)
      return `Sign ${Array.isArray(transactions) ? transactions.length : '?'} transactions`
    }
    default:
      return json(params)
  }
}

/** `0x…` UTF-8 text as text; other bytes stay hex; a plain string as is. */
export function decodeMessage(message: string): string {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(message)) return message
  const bytes = new Uint8Array((message.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(message.slice(2 + index * 2, 4 + index * 2), 16)
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // Control characters (but newlines and tabs) mean it is not text meant for a person.
    return [...text].some(isControl) ? message : text
  } catch {
    return message
  }
}

/** C0 controls and DEL, but tab, line feed and carriage return. */
function isControl(char: string): boolean {
  const code = char.codePointAt(0)!
  return (code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f
}

/** What an approved request returned, shortened. */
export function summarizeResult(result: unknown): string {
  return clip(typeof result === 'string' ? result : json(result))
}

function formatWei(wei: bigint): string {
  const whole = wei / 10n ** 18n
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

function base64Bytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  return Math.floor((base64.length * 3) / 4) - padding
}

function json(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item)) ??
    String(value)
  )
}

function clip(text: string): string {
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text
}
