import { base58, base64 } from '@scure/base'
import { getTransactionEncoder } from '@solana/kit'
import {
  AuthorityType,
  createApproveInstruction,
  createCloseAccountInstruction,
  createSetAuthorityInstruction,
  createTransferCheckedInstruction,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token'
import {
  ComputeBudgetProgram,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSecret, createSigner } from '../../custody/index'
import { addressOf, legacyTransaction, v0Transaction } from '../approval/solana/test/transactions'
import type { ApprovalView } from '../approval/view'
import type { UnlockedWallet } from '../wallet'
import { createRpcHandler } from './index'
import { LOOKUP_TABLES_WAIT_MS } from './solanaLookupTables'

const SYSTEM = '11111111111111111111111111111111'
const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111'
const U64_MAX = 2n ** 64n - 1n

/** The cluster's answer to each method (`sendTransaction` answers a signature by default). */
type Cluster = Partial<Record<string, (params: unknown) => unknown>>

function setup(cluster: Cluster = {}) {
  const signer = createSigner(createSecret())
  const wallet: UnlockedWallet = {
    user: { id: 'u', email: 'ada@example.com' },
    evmAddress: signer.evm.address,
    solanaAddress: base58.encode(signer.solana.publicKey),
    signer,
  }
  const sent: { method: string; params: unknown }[] = []
  const fetch = (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body))
    sent.push(body)
    const answer = cluster[body.method]
    if (!answer && body.method !== 'sendTransaction') throw new TypeError('Failed to fetch')
    const result = answer ? await answer(body.params) : 'sig58'
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }))
  }) as unknown as typeof globalThis.fetch
  const rpc = createRpcHandler({
    wallet: async () => wallet,
    evmRpcUrl: () => undefined,
    solanaRpcUrl: () => 'http://solana',
    currentEvmChain: () => 1,
    currentSolanaChain: () => 'solana:Dev',
    fetch,
  })
  const shown: ApprovalView[] = []
  const approve = async (view: ApprovalView) => {
    shown.push(view)
  }
  const me = new PublicKey(wallet.solanaAddress)
  const mine = { value: wallet.solanaAddress, valueText: 'solanaThisWallet' }
  /** Signs one transaction as an app would ask, and returns the section the person saw. */
  const approvalOf = async (wire: string) => {
    await rpc({ method: 'solana_signTransaction', params: { transaction: wire } }, approve)
    expect(shown).toHaveLength(1)
    expect(shown[0]?.sections).toHaveLength(1)
    return shown[0]?.sections?.[0]
  }
  return { rpc, wallet, me, mine, shown, sent, approve, approvalOf }
}

const attacker = addressOf(0xa1)
const mint = addressOf(0x33)
const tokenAccount = addressOf(0x44)

describe('blind signing (issue 32, High 2): the approval shows what a Solana transaction does', () => {
  it('names the recipient and the amount of a whole-balance SOL transfer', async () => {
    const { me, mine, approvalOf } = setup()
    const { wire } = legacyTransaction(me, [
      SystemProgram.transfer({ fromPubkey: me, toPubkey: attacker, lamports: 1_234_567_891n }),
    ])
    expect(await approvalOf(wire)).toEqual({
      heading: 'solanaTransactionHeading',
      rows: [
        { label: 'solanaFeePayer', ...mine },
        { label: 'solanaSendSol', value: '1.234567891', valueText: 'solanaSolAmount' },
        { label: 'solanaFrom', ...mine },
        { label: 'solanaTo', value: attacker.toBase58() },
        { label: 'solanaNetworkFee', value: '0.000005', valueText: 'solanaUpToSol' },
        { label: 'solanaProgram', value: SYSTEM, valueText: 'solanaSystemProgram' },
      ],
    })
  })

  it('shows an SPL transferChecked in tokens, with its mint and both token accounts', async () => {
    const { me, mine, approvalOf } = setup()
    const { wire } = legacyTransaction(me, [
      createTransferCheckedInstruction(tokenAccount, mint, attacker, me, 12_500_000n, 6),
    ])
    expect((await approvalOf(wire))?.rows.slice(1, 6)).toEqual([
      { label: 'solanaSendTokens', value: '12.5' },
      { label: 'solanaToken', value: mint.toBase58() },
      { label: 'solanaFromTokenAccount', value: tokenAccount.toBase58() },
      { label: 'solanaToTokenAccount', value: attacker.toBase58() },
      { label: 'solanaAuthority', ...mine },
    ])
  })

  it('flags an unlimited approve, naming the delegate', async () => {
    const { me, mine, approvalOf } = setup()
    const { wire } = legacyTransaction(me, [
      createApproveInstruction(tokenAccount, attacker, me, U64_MAX),
    ])
    expect((await approvalOf(wire))?.rows.slice(1, 5)).toEqual([
      {
        label: 'solanaApprove',
        value: String(U64_MAX),
        valueText: 'solanaUnlimited',
        warning: 'solanaUnlimitedWarning',
      },
      { label: 'solanaDelegate', value: attacker.toBase58() },
      { label: 'solanaTokenAccount', value: tokenAccount.toBase58() },
      { label: 'solanaAuthority', ...mine },
    ])
  })

  it('shows a limited approve in base units, warning that the decimals are unknown', async () => {
    const { me, approvalOf } = setup()
    const { wire } = legacyTransaction(me, [
      createApproveInstruction(tokenAccount, attacker, me, 1_000n),
    ])
    expect((await approvalOf(wire))?.rows[1]).toEqual({
      label: 'solanaApprove',
      value: '1000',
      valueText: 'solanaBaseUnits',
      warning: 'solanaNoDecimalsWarning',
    })
  })

  it('warns when setAuthority hands a token account’s ownership to another address', async () => {
    const { me, mine, approvalOf } = setup()
    const { wire } = legacyTransaction(me, [
      createSetAuthorityInstruction(tokenAccount, me, AuthorityType.AccountOwner, attacker),
    ])
    expect((await approvalOf(wire))?.rows.slice(1, 5)).toEqual([
      {
        label: 'solanaSetAuthority',
        value: 'AccountOwner',
        valueText: 'solanaAuthorityAccountOwner',
      },
      { label: 'solanaOfAccount', value: tokenAccount.toBase58() },
      {
        label: 'solanaNewAuthority',
        value: attacker.toBase58(),
        warning: 'solanaNewAuthorityWarning',
      },
      { label: 'solanaAuthority', ...mine },
    ])
  })

  it('warns when closeAccount sends the account’s SOL to another address', async () => {
    const { me, mine, approvalOf } = setup()
    const { wire } = legacyTransaction(me, [
      createCloseAccountInstruction(tokenAccount, attacker, me),
    ])
    expect((await approvalOf(wire))?.rows.slice(1, 4)).toEqual([
      { label: 'solanaCloseAccount', value: tokenAccount.toBase58() },
      {
        label: 'solanaRentTo',
        value: attacker.toBase58(),
        warning: 'solanaNotThisWalletWarning',
      },
      { label: 'solanaAuthority', ...mine },
    ])
  })

  it('reads Token-2022’s transferChecked as Token’s, naming the program', async () => {
    const { me, approvalOf } = setup()
    const { wire } = legacyTransaction(me, [
      createTransferCheckedInstruction(
        tokenAccount,
        mint,
        attacker,
        me,
        5n,
        2,
        [],
        TOKEN_2022_PROGRAM_ID,
      ),
    ])
    const rows = (await approvalOf(wire))?.rows ?? []
    expect(rows[1]).toEqual({ label: 'solanaSendTokens', value: '0.05' })
    expect(rows.at(-1)).toEqual({
      label: 'solanaProgram',
      value: TOKEN_2022_PROGRAM_ID.toBase58(),
      valueText: 'solanaToken2022Program',
    })
  })

  it('names an unknown program as such, with a warning', async () => {
    const { me, approvalOf } = setup()
    const drainer = addressOf(0xd0)
    const { wire } = legacyTransaction(me, [
      new TransactionInstruction({
        programId: drainer,
        keys: [{ pubkey: me, isSigner: true, isWritable: true }],
        data: Buffer.from([1, 2, 3]),
      }),
    ])
    expect((await approvalOf(wire))?.rows.slice(1)).toEqual([
      { label: 'solanaNetworkFee', value: '0.000005', valueText: 'solanaUpToSol' },
      {
        label: 'solanaProgram',
        value: drainer.toBase58(),
        valueText: 'solanaUnknownProgram',
        warning: 'solanaUnknownProgramWarning',
      },
    ])
  })

  it('turns the compute-budget price and limit into the priority fee', async () => {
    const { me, approvalOf } = setup()
    const { wire } = legacyTransaction(me, [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 300_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 50_000 }),
      SystemProgram.transfer({ fromPubkey: me, toPubkey: attacker, lamports: 1n }),
    ])
    const rows = (await approvalOf(wire))?.rows ?? []
    expect(rows.slice(1, 3)).toEqual([
      { label: 'solanaComputeUnitLimit', value: '300000' },
      {
        label: 'solanaComputeUnitPrice',
        value: '50000',
        valueText: 'solanaMicroLamportsPerUnit',
      },
    ])
    // 50,000 micro-lamports × 300,000 units = 15,000 lamports; plus 5,000 for the one signature.
    expect(rows.slice(-4)).toEqual([
      { label: 'solanaPriorityFee', value: '0.000015', valueText: 'solanaUpToSol' },
      { label: 'solanaNetworkFee', value: '0.00002', valueText: 'solanaUpToSol' },
      { label: 'solanaProgram', value: COMPUTE_BUDGET, valueText: 'solanaComputeBudgetProgram' },
      { label: 'solanaProgram', value: SYSTEM, valueText: 'solanaSystemProgram' },
    ])
  })

  it('bounds the priority fee by the default limit when none is set', async () => {
    const { me, approvalOf } = setup()
    const { wire } = legacyTransaction(me, [
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000_000 }),
      SystemProgram.transfer({ fromPubkey: me, toPubkey: attacker, lamports: 1n }),
    ])
    // 1 lamport per unit × 200,000 units (one instruction besides the budget's).
    expect((await approvalOf(wire))?.rows).toContainEqual({
      label: 'solanaPriorityFee',
      value: '0.0002',
      valueText: 'solanaUpToSol',
    })
  })

  it('names an account from a v0 lookup table as such, with a warning', async () => {
    const { me, mine, approvalOf } = setup()
    const table = addressOf(0x7a)
    const { wire } = v0Transaction(
      me,
      [SystemProgram.transfer({ fromPubkey: me, toPubkey: attacker, lamports: 2_000_000_000n })],
      { key: table, addresses: [addressOf(1), attacker] },
    )
    expect((await approvalOf(wire))?.rows.slice(1, 4)).toEqual([
      { label: 'solanaSendSol', value: '2', valueText: 'solanaSolAmount' },
      { label: 'solanaFrom', ...mine },
      { label: 'solanaTo', value: `${table.toBase58()} #1`, warning: 'solanaFromLookupTable' },
    ])
  })

  it('shows each of 3 transactions signed at once in its own section', async () => {
    const { rpc, me, shown, approve } = setup()
    const wires = [1n, 2n, 3n].map(
      (lamports) =>
        legacyTransaction(me, [
          SystemProgram.transfer({ fromPubkey: me, toPubkey: attacker, lamports }),
        ]).wire,
    )
    const { transactions } = (await rpc(
      { method: 'solana_signAllTransactions', params: { transactions: wires } },
      approve,
    )) as { transactions: string[] }
    expect(transactions).toHaveLength(3)
    expect(shown[0]?.count).toBe(3)
    expect(
      shown[0]?.sections?.map(({ heading, params, rows }) => ({
        heading,
        params,
        amount: rows[1]?.value,
      })),
    ).toEqual([
      { heading: 'solanaTransactionOf', params: { index: 1, count: 3 }, amount: '0.000000001' },
      { heading: 'solanaTransactionOf', params: { index: 2, count: 3 }, amount: '0.000000002' },
      { heading: 'solanaTransactionOf', params: { index: 3, count: 3 }, amount: '0.000000003' },
    ])
  })

  it('shows what signAndSendTransaction sends before sending it', async () => {
    const { rpc, me, shown, sent, approve } = setup()
    const { wire } = legacyTransaction(me, [
      SystemProgram.transfer({ fromPubkey: me, toPubkey: attacker, lamports: 7n }),
    ])
    await rpc({ method: 'solana_signAndSendTransaction', params: { transaction: wire } }, approve)
    expect(shown[0]?.sections?.[0]?.rows[3]).toEqual({
      label: 'solanaTo',
      value: attacker.toBase58(),
    })
    expect(sent.map(({ method }) => method)).toEqual(['sendTransaction'])
  })

  it('refuses a transaction whose known instruction does not decode, before showing it', async () => {
    const { rpc, me, shown, approve } = setup()
    const transfer = SystemProgram.transfer({ fromPubkey: me, toPubkey: attacker, lamports: 1n })
    // A System transfer cut short: the System program's decoder cannot read its amount.
    transfer.data = transfer.data.subarray(0, 6)
    const { wire } = legacyTransaction(me, [transfer])
    await expect(
      rpc({ method: 'solana_signTransaction', params: { transaction: wire } }, approve),
    ).rejects.toMatchObject({ code: -32602 })
    expect(shown).toEqual([])
  })

  it('refuses a transaction larger than the cluster takes (1232 bytes), showing nothing', async () => {
    const { rpc, me, shown, approve } = setup()
    // 30 transfers, each a row group of its own: 1,600-odd bytes, which web3.js will not
    // serialize, so the kit's encoder writes the wire form.
    const transfers = Array.from({ length: 30 }, (_, index) =>
      SystemProgram.transfer({ fromPubkey: me, toPubkey: addressOf(index + 1), lamports: 1n }),
    )
    const transaction = new Transaction({
      feePayer: me,
      recentBlockhash: PublicKey.default.toBase58(),
    }).add(...transfers)
    const wire = base64.encode(
      new Uint8Array(
        getTransactionEncoder().encode({
          messageBytes: transaction.serializeMessage() as never,
          signatures: { [me.toBase58()]: null } as never,
        }),
      ),
    )
    expect(base64.decode(wire).length).toBeGreaterThan(1232)
    await expect(
      rpc({ method: 'solana_signTransaction', params: { transaction: wire } }, approve),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'Invalid params: a Solana transaction has at most 1232 bytes',
    })
    expect(shown).toEqual([])
  })

  it('refuses a batch with one transaction that does not decode, showing none', async () => {
    const { rpc, me, shown, approve } = setup()
    const good = legacyTransaction(me, [
      SystemProgram.transfer({ fromPubkey: me, toPubkey: attacker, lamports: 1n }),
    ]).wire
    const bytes = base64.decode(good)
    // Bytes past the message's end: no runtime reads them, so no approval may show them.
    const trailing = base64.encode(new Uint8Array([...bytes, 0]))
    await expect(
      rpc(
        { method: 'solana_signAllTransactions', params: { transactions: [good, trailing] } },
        approve,
      ),
    ).rejects.toMatchObject({ code: -32602 })
    expect(shown).toEqual([])
  })
})

describe('solana_signMessage refuses a transaction in disguise (issue 32, High 2)', () => {
  const cases = {
    'a legacy message': (me: PublicKey) =>
      legacyTransaction(me, [
        SystemProgram.transfer({ fromPubkey: me, toPubkey: attacker, lamports: 1n }),
      ]).message,
    'a v0 message': (me: PublicKey) =>
      v0Transaction(
        me,
        [SystemProgram.transfer({ fromPubkey: me, toPubkey: attacker, lamports: 1n })],
        { key: addressOf(0x7a), addresses: [attacker] },
      ).message,
    'a whole wire transaction': (me: PublicKey) =>
      base64.decode(
        legacyTransaction(me, [
          SystemProgram.transfer({ fromPubkey: me, toPubkey: attacker, lamports: 1n }),
        ]).wire,
      ),
    'a message with bytes after it': (me: PublicKey) => {
      const transaction = new Transaction({
        feePayer: me,
        recentBlockhash: PublicKey.default.toBase58(),
      }).add(SystemProgram.transfer({ fromPubkey: me, toPubkey: attacker, lamports: 1n }))
      return new Uint8Array([...transaction.serializeMessage(), 1, 2, 3])
    },
  }
  for (const [name, build] of Object.entries(cases)) {
    it(`refuses ${name} (-32602), showing nothing`, async () => {
      const { rpc, me, shown, approve } = setup()
      await expect(
        rpc(
          { method: 'solana_signMessage', params: { message: base58.encode(build(me)) } },
          approve,
        ),
      ).rejects.toMatchObject({
        code: -32602,
        message: 'Invalid params: this message is a Solana transaction; use solana_signTransaction',
      })
      expect(shown).toEqual([])
    })
  }

  it('still signs a text message', async () => {
    const { rpc, shown, approve } = setup()
    const message = base58.encode(
      new TextEncoder().encode('Sign in to example.com\nNonce: 8f3a9c'.repeat(30)),
    )
    await rpc({ method: 'solana_signMessage', params: { message } }, approve)
    expect(shown).toHaveLength(1)
  })
})

describe('accounts from v0 lookup tables', () => {
  const table = addressOf(0x7a)
  const other = addressOf(0x7b)
  /** A v0 transfer of 2 SOL to `attacker`, whose address sits in `table` at index 1. */
  const transfer = (me: PublicKey) =>
    v0Transaction(
      me,
      [SystemProgram.transfer({ fromPubkey: me, toPubkey: attacker, lamports: 2_000_000_000n })],
      { key: table, addresses: [addressOf(1), attacker] },
    ).wire
  /** The cluster's jsonParsed account of a lookup table holding `addresses`. */
  const tableAccount = (
    addresses: string[],
    owner = 'AddressLookupTab1e1111111111111111111111111',
  ) => ({
    owner,
    lamports: 1,
    executable: false,
    data: {
      program: 'address-lookup-table',
      space: 56 + 32 * addresses.length,
      parsed: {
        type: 'lookupTable',
        info: {
          addresses,
          authority: other.toBase58(),
          deactivationSlot: '18446744073709551615',
          lastExtendedSlot: '1',
          lastExtendedSlotStartIndex: 0,
        },
      },
    },
  })
  const recipientRow = async (cluster: Cluster) => {
    const { rpc, me, shown, sent, approve } = setup(cluster)
    await rpc({ method: 'solana_signTransaction', params: { transaction: transfer(me) } }, approve)
    return { row: shown[0]?.sections?.[0]?.rows[3], sent }
  }

  it('names them once the cluster’s finalized table is fetched and validated', async () => {
    const { row, sent } = await recipientRow({
      getMultipleAccounts: () => ({
        context: { slot: 1 },
        value: [tableAccount([addressOf(1).toBase58(), attacker.toBase58()])],
      }),
    })
    expect(row).toEqual({
      label: 'solanaTo',
      value: attacker.toBase58(),
      valueText: 'solanaViaLookupTable',
    })
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'getMultipleAccounts',
        params: [[table.toBase58()], { encoding: 'jsonParsed', commitment: 'finalized' }],
      }),
    ])
  })

  const unresolved = {
    label: 'solanaTo',
    value: `${table.toBase58()} #1`,
    warning: 'solanaFromLookupTable',
  }
  const answers: Record<string, Cluster> = {
    'an account the lookup table program does not own': {
      getMultipleAccounts: () => ({
        value: [tableAccount([addressOf(1).toBase58(), other.toBase58()], other.toBase58())],
      }),
    },
    'a table too short for the entry': {
      getMultipleAccounts: () => ({ value: [tableAccount([addressOf(1).toBase58()])] }),
    },
    'a table entry that is no address': {
      getMultipleAccounts: () => ({ value: [tableAccount([addressOf(1).toBase58(), '0xdead'])] }),
    },
    'an answer for another number of tables': {
      getMultipleAccounts: () => ({ value: [] }),
    },
    'no table at that address': { getMultipleAccounts: () => ({ value: [null] }) },
    'an unreachable cluster': {},
  }
  for (const [name, cluster] of Object.entries(answers)) {
    it(`keeps the lookup warning on ${name}`, async () => {
      expect((await recipientRow(cluster)).row).toEqual(unresolved)
    })
  }

  afterEach(() => {
    vi.useRealTimers()
  })

  it(`waits ${LOOKUP_TABLES_WAIT_MS} ms for a silent cluster, then shows the entries unnamed`, async () => {
    vi.useFakeTimers()
    const { rpc, me, shown, approve } = setup({
      // A cluster that never answers.
      getMultipleAccounts: () => new Promise(() => {}),
    })
    let settled = false
    const signing = rpc(
      { method: 'solana_signTransaction', params: { transaction: transfer(me) } },
      approve,
    ).finally(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(LOOKUP_TABLES_WAIT_MS - 1)
    expect({ settled, shown: shown.length }).toEqual({ settled: false, shown: 0 })
    await vi.advanceTimersByTimeAsync(1)
    await signing
    expect(shown[0]?.sections?.[0]?.rows[3]).toEqual(unresolved)
  })

  it('asks the cluster nothing for a transaction it refuses', async () => {
    const { rpc, me, sent, shown, approve } = setup({
      getMultipleAccounts: () => ({ value: [tableAccount([attacker.toBase58()])] }),
    })
    const bad = SystemProgram.transfer({ fromPubkey: me, toPubkey: attacker, lamports: 1n })
    bad.data = bad.data.subarray(0, 6)
    const { wire } = v0Transaction(me, [bad], { key: table, addresses: [attacker] })
    await expect(
      rpc({ method: 'solana_signTransaction', params: { transaction: wire } }, approve),
    ).rejects.toMatchObject({ code: -32602 })
    expect({ sent, shown }).toEqual({ sent: [], shown: [] })
  })
})
