import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPortListening } from '../net/isPortListening'
import { defineLocalChain } from '../wallet/localChain'
import { type Devnet, startDevnet } from './startDevnet'

const publicClientFor = (chain: { chainId: number; rpcUrl: string }) =>
  createPublicClient({ chain: defineLocalChain(chain), transport: http(chain.rpcUrl) })

describe('startDevnet with defaults', () => {
  let devnet: Devnet
  let startMs: number

  beforeAll(async () => {
    const started = performance.now()
    devnet = await startDevnet()
    startMs = performance.now() - started
    console.info(`startDevnet: 2 chains ready in ${Math.round(startMs)} ms`)
  })
  afterAll(() => devnet?.stop())

  it('starts two chains with ids 31337 and 31338 on distinct loopback ports', async () => {
    expect(devnet.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    const [first, second] = devnet.chains
    expect(first!.port).not.toBe(second!.port)
    for (const chain of devnet.chains) {
      expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`)
      expect(await publicClientFor(chain).getChainId()).toBe(chain.chainId)
    }
  })

  it("funds anvil's default mnemonic accounts with ether on every chain", async () => {
    expect(devnet.accounts).toHaveLength(10)
    expect(devnet.accounts[0]).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    })
    for (const chain of devnet.chains) {
      const client = publicClientFor(chain)
      // The deployer paid gas for the token; every other account holds exactly the default.
      expect(await client.getBalance({ address: devnet.accounts[9]!.address })).toBe(
        parseEther('10000'),
      )
      expect(await client.getBalance({ address: devnet.accounts[0]!.address })).toBeLessThan(
        parseEther('10000'),
      )
    }
  })

  it('deploys LUSD "Latch USD" with 6 decimals and gives each dev account 1,000,000', async () => {
    for (const chain of devnet.chains) {
      expect(chain.token).toMatchObject({ symbol: 'LUSD', name: 'Latch USD', decimals: 6 })
      const client = publicClientFor(chain)
      const read = <F extends 'symbol' | 'name' | 'decimals' | 'totalSupply'>(functionName: F) =>
        client.readContract({ address: chain.token.address, abi: erc20Abi, functionName })
      expect(await read('symbol')).toBe('LUSD')
      expect(await read('name')).toBe('Latch USD')
      expect(await read('decimals')).toBe(6)
      expect(await read('totalSupply')).toBe(parseUnits('10000000', 6))
      const balance = await client.readContract({
        address: chain.token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [devnet.accounts[3]!.address],
      })
      expect(balance).toBe(parseUnits('1000000', 6))
    }
  })

  it('reverts a transfer beyond the balance with "ERC20: insufficient balance"', async () => {
    const chain = devnet.chains[0]!
    const simulation = publicClientFor(chain).simulateContract({
      account: devnet.accounts[1]!.address,
      address: chain.token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [devnet.accounts[2]!.address, parseUnits('1000001', 6)],
    })
    await expect(simulation).rejects.toThrow('ERC20: insufficient balance')
  })
})

describe('startDevnet with options', () => {
  it('uses the chain ids, fixed port and token it is given, and frees every port on stop', async () => {
    const probe = await startDevnet({ chains: [{ chainId: 5 }] })
    // A port known to be free a moment ago: the one the OS just gave the probe.
    const fixedPort = probe.chains[0]!.port
    await probe.stop()

    const devnet = await startDevnet({
      chains: [
        { chainId: 1001, port: fixedPort },
        { chainId: 1002, port: 'auto' },
        { chainId: 1003 },
      ],
      accountCount: 3,
      nativeBalance: 50,
      token: { symbol: 'TST', name: 'Test Token', decimals: 18, balancePerAccount: '2.5' },
    })
    try {
      expect(devnet.chains.map((chain) => chain.chainId)).toEqual([1001, 1002, 1003])
      expect(devnet.chains[0]!.port).toBe(fixedPort)
      expect(devnet.accounts).toHaveLength(3)
      const chain = devnet.chains[2]!
      expect(chain.token).toMatchObject({ symbol: 'TST', name: 'Test Token', decimals: 18 })
      const client = publicClientFor(chain)
      expect(await client.getBalance({ address: devnet.accounts[2]!.address })).toBe(
        parseEther('50'),
      )
      const tokenBalance = await client.readContract({
        address: chain.token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [devnet.accounts[2]!.address],
      })
      expect(tokenBalance).toBe(parseEther('2.5'))
      for (const { port } of devnet.chains) expect(await isPortListening(port)).toBe(true)
    } finally {
      await devnet.stop()
    }
    for (const { port } of devnet.chains) expect(await isPortListening(port)).toBe(false)
    // stop() is idempotent.
    await expect(devnet.stop()).resolves.toBeUndefined()
  })

  it('refuses duplicate chain ids and fails cleanly when a port is taken', async () => {
    await expect(startDevnet({ chains: [{ chainId: 7 }, { chainId: 7 }] })).rejects.toThrow(
      'chain ids must differ',
    )
    const holder = await startDevnet({ chains: [{ chainId: 8 }] })
    try {
      const takenPort = holder.chains[0]!.port
      await expect(
        startDevnet({ chains: [{ chainId: 9 }, { chainId: 10, port: takenPort }] }),
      ).rejects.toThrow(/anvil exited/)
    } finally {
      await holder.stop()
    }
  })
})
