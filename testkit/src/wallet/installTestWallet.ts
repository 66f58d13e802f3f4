import { z } from 'zod'
import { type AnnouncementTarget, announceTestWallet, type Eip6963ProviderInfo } from './announce'
import { type CreateTestWalletOptions, createTestWallet, type TestWallet } from './testWallet'

export interface InstallTestWalletConfig extends CreateTestWalletOptions {
  /**
   * Remember the user's permission and chain in the page's localStorage under this key, as a
   * wallet extension does, so the wallet is still connected after a reload.
   */
  persistAs?: string
  /** EIP-6963 info; defaults to "Latch Test Wallet", `dev.latch.testwallet`, a fresh uuid. */
  info?: Partial<Eip6963ProviderInfo>
  /** Also set `window.ethereum`, for dapps that only look for a legacy injected provider. */
  windowEthereum?: boolean
  /**
   * Announce only this many ms after install, as a wallet whose script runs late does (after
   * the page's, after its modal opened). Default 0: at once.
   */
  announceAfterMs?: number
  /**
   * Announce a second time with the same rdns under a new uuid, as a wallet injected twice
   * (its script run again) does. Default false.
   */
  announceTwice?: boolean
}

const installOptionsSchema = z.object({
  announceAfterMs: z.number().int().min(0).default(0),
  announceTwice: z.boolean().default(false),
})

export interface InstalledTestWallet {
  wallet: TestWallet
  /** Stops announcing and removes `window.ethereum` if it was set. */
  uninstall(): void
}

/** Creates a test wallet from a plain config object and announces it on `target` (a window). */
export function installTestWallet(
  config: InstallTestWalletConfig,
  target: AnnouncementTarget & { ethereum?: unknown },
): InstalledTestWallet {
  const {
    info,
    windowEthereum = false,
    persistAs,
    announceAfterMs: _after,
    announceTwice: _twice,
    ...walletOptions
  } = config
  const parsed = installOptionsSchema.safeParse(config)
  if (!parsed.success) {
    throw new Error(`invalid installTestWallet options: ${z.prettifyError(parsed.error)}`)
  }
  const { announceAfterMs, announceTwice } = parsed.data
  const storage = persistAs ? pageStorage(target) : undefined
  const remembered = storage && persistAs ? readRemembered(storage, persistAs) : undefined
  const wallet = createTestWallet({
    ...walletOptions,
    ...(remembered && walletOptions.chains.some((c) => c.chainId === remembered.chainId)
      ? {
          authorized: remembered.authorized,
          chainId: remembered.chainId,
          locked: remembered.locked || walletOptions.locked,
        }
      : {}),
  })
  if (storage && persistAs) {
    // Every answer may have changed the permission or the chain, a lock the lock: write them back.
    const remember = () => {
      const { authorized, chainId, locked } = wallet.getState()
      storage.setItem(persistAs, JSON.stringify({ authorized, chainId, locked }))
    }
    const request = wallet.request.bind(wallet)
    wallet.request = async (args) => {
      try {
        return await request(args)
      } finally {
        remember()
      }
    }
    for (const name of ['lock', 'unlock'] as const) {
      const change = wallet[name].bind(wallet)
      wallet[name] = (...args: Parameters<TestWallet['lock']>) => {
        change(...args)
        remember()
      }
    }
  }
  const stops: (() => void)[] = []
  const announce = () => {
    stops.push(announceTestWallet(target, wallet, info))
    if (announceTwice) stops.push(announceTestWallet(target, wallet, { ...info, uuid: undefined }))
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  if (announceAfterMs > 0) timer = setTimeout(announce, announceAfterMs)
  else announce()
  if (windowEthereum) target.ethereum = wallet
  return {
    wallet,
    uninstall() {
      clearTimeout(timer)
      for (const stop of stops.splice(0)) stop()
      if (windowEthereum && target.ethereum === wallet) target.ethereum = undefined
    },
  }
}

type PageStorage = Pick<Storage, 'getItem' | 'setItem'>

function pageStorage(target: object): PageStorage | undefined {
  try {
    return (target as { localStorage?: PageStorage }).localStorage
  } catch {
    return undefined // storage disabled: nothing is remembered
  }
}

function readRemembered(storage: PageStorage, key: string) {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as {
      authorized?: unknown
      chainId?: unknown
      locked?: unknown
    } | null
    if (typeof value?.authorized === 'boolean' && typeof value.chainId === 'number') {
      return { authorized: value.authorized, chainId: value.chainId, locked: value.locked === true }
    }
  } catch {
    // A corrupt value is forgotten.
  }
  return undefined
}
