import type { Network } from '@latch/core'
import { type Devnet, type RpcGateway, startDevnet, startRpcGateway } from '@latch/testkit'
import { defineEip155Network } from '../networks/defineEip155Network'

/** Test support (not exported by the package): a local chain behind the local RPC gateway. */
export interface LocalGateway {
  devnet: Devnet
  gateway: RpcGateway
  /** The chain (anvil, 31337) as a Latch network whose own RPC URL is the node's. */
  network: Network
  stop(): Promise<void>
}

export async function startLocalGateway(): Promise<LocalGateway> {
  const devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
  const gateway = await startRpcGateway(devnet.chains)
  const rpcUrl = devnet.chains[0]?.rpcUrl as string
  return {
    devnet,
    gateway,
    network: defineEip155Network({ chainId: 31337, name: 'Local', rpcUrl }),
    async stop() {
      await gateway.stop()
      await devnet.stop()
    },
  }
}
