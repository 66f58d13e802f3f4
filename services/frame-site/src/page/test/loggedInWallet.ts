import { createDeviceShareStore } from '../../custody/index'
import { createWalletSession } from '../wallet'
import { fakeAuth, fakeRecoveryPerson, fakeVault, memoryTokens } from './fakes'

let databases = 0

/**
 * A person logged in on a new wallet (a first login: no shares anywhere), against the fake auth
 * server and vault; needs an IndexedDB (`fake-indexeddb/auto`).
 */
export async function loggedInWallet() {
  const auth = fakeAuth()
  const vault = fakeVault(auth)
  const wallet = createWalletSession({
    auth: auth.client,
    vault: vault.vault,
    deviceShares: createDeviceShareStore(`logged-in-${++databases}`),
    tokens: memoryTokens(),
  })
  const { sessionToken, user } = await auth.login()
  const unlocked = await wallet.loggedIn(sessionToken, user, fakeRecoveryPerson(vault).prompt)
  return { auth, vault, wallet, unlocked, token: sessionToken }
}
