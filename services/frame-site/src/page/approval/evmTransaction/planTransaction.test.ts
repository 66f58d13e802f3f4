import { createClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { fakeEvmNode, GWEI } from '../../test/evmNode'
import { MAX_FEE_OVER_ESTIMATE, MAX_GAS_OVER_ESTIMATE, planTransaction } from './planTransaction'

const ACCOUNT = '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826'
const TO = '0x1111111111111111111111111111111111111111'

const plan = (asked: Parameters<typeof planTransaction>[3], node = fakeEvmNode()) =>
  planTransaction(
    createClient({ transport: http('http://node', { fetchFn: node.fetch }) }),
    ACCOUNT,
    10,
    { to: TO, ...asked },
  )

describe('planTransaction', () => {
  // The fake node: nonce 7, 50 000 gas, base fee 10 gwei, priority 2 gwei → max fee 14 gwei.
  const estimatedMaxFee = 14n * GWEI

  it('fills in the frame’s own nonce, gas and EIP-1559 fees, and the most it can cost', async () => {
    expect(await plan({ value: 1n })).toEqual({
      chainId: 10,
      to: TO,
      value: 1n,
      nonce: 7,
      nextNonce: 7,
      gas: 50_000n,
      fees: { maxFeePerGas: estimatedMaxFee, maxPriorityFeePerGas: 2n * GWEI },
      maxNetworkFee: 50_000n * estimatedMaxFee,
    })
  })

  it(`takes a host's fee up to ${MAX_FEE_OVER_ESTIMATE}× the estimate, and refuses one above`, async () => {
    const ceiling = estimatedMaxFee * MAX_FEE_OVER_ESTIMATE
    await expect(plan({ maxFeePerGas: ceiling })).resolves.toMatchObject({
      fees: { maxFeePerGas: ceiling, maxPriorityFeePerGas: 2n * GWEI },
    })
    await expect(plan({ maxFeePerGas: ceiling + 1n })).rejects.toMatchObject({ code: -32602 })
    await expect(plan({ gasPrice: ceiling + 1n })).rejects.toMatchObject({ code: -32602 })
    // A priority fee alone cannot pass the cap either: it is bounded by the max fee.
    await expect(plan({ maxPriorityFeePerGas: ceiling + 1n })).rejects.toMatchObject({
      code: -32602,
    })
  })

  it(`takes a host's gas limit up to ${MAX_GAS_OVER_ESTIMATE}× the estimate, and refuses one above`, async () => {
    const ceiling = 50_000n * MAX_GAS_OVER_ESTIMATE
    await expect(plan({ gas: ceiling })).resolves.toMatchObject({ gas: ceiling })
    await expect(plan({ gas: ceiling + 1n })).rejects.toMatchObject({ code: -32602 })
  })

  it('refuses gasPrice with EIP-1559 fields, and a priority fee above the max fee (spec §5)', async () => {
    await expect(plan({ gasPrice: GWEI, maxFeePerGas: GWEI })).rejects.toMatchObject({
      code: -32602,
    })
    await expect(
      plan({ maxFeePerGas: GWEI, maxPriorityFeePerGas: 2n * GWEI }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('prices a chain without a base fee by its gas price, with the same cap', async () => {
    const legacy = fakeEvmNode({ legacy: true, gasPrice: 10n * GWEI })
    // viem's legacy estimate: the gas price × 1.2.
    await expect(plan({}, legacy)).resolves.toMatchObject({ fees: { gasPrice: 12n * GWEI } })
    await expect(plan({ gasPrice: 36n * GWEI }, legacy)).resolves.toBeDefined()
    await expect(plan({ gasPrice: 36n * GWEI + 1n }, legacy)).rejects.toMatchObject({
      code: -32602,
    })
  })

  it('keeps a host’s nonce, with the account’s next one beside it', async () => {
    await expect(plan({ nonce: 3n })).resolves.toMatchObject({ nonce: 3, nextNonce: 7 })
  })
})
