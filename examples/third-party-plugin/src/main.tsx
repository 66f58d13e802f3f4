import { createLatch, type Endpoints } from '@latch/core'
import { ConnectButton, LatchUI, NetworkButton } from '@latch/react'
import { createRoot } from 'react-dom/client'
import { ACME_MIN_TIP, acme, acmeMain, acmeTest } from './acme'
import { acmeViews } from './acme/react'

declare global {
  interface Window {
    /** The services' base URLs, set by the page's host before this script. */
    LATCH_ENDPOINTS?: Partial<Endpoints>
  }
}

// An app with no chain but Acme's, and Latch's default UI with Acme's view.
const latch = createLatch({
  projectId: 'acme-example',
  networks: [acmeMain, acmeTest],
  endpoints: window.LATCH_ENDPOINTS,
  plugins: [acme()],
})

function App() {
  return (
    <LatchUI client={latch} views={[acmeViews]}>
      <header>
        <h1>Latch with the Acme plugin</h1>
        <nav aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main>
        <p>Tips start at {ACME_MIN_TIP} ACME.</p>
        <button type="button" onClick={() => void latch.open({ view: 'AcmeTip' })}>
          Tip Acme
        </button>
        <label>
          Language{' '}
          <select
            defaultValue="en"
            onChange={(event) =>
              void latch.dispatch({ type: 'locale.set', locale: event.target.value as 'en' | 'fr' })
            }
          >
            <option value="en">English</option>
            <option value="fr">Français</option>
          </select>
        </label>
      </main>
    </LatchUI>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)
