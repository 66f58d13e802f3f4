/**
 * The peers of the speed comparison (`npm run budgets -- --peers`, never `npm test` or CI): the
 * same one-connect-button app (apps/<name>/) built with RainbowKit, ConnectKit and Reown AppKit,
 * from pinned versions installed by npm into a temporary folder, never into the workspace.
 */
import { spawn } from 'node:child_process'
import { cp, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Exact versions (npm view, 2026-11). */
export const VERSIONS = {
  '@rainbow-me/rainbowkit': '2.2.11',
  connectkit: '1.9.2',
  '@reown/appkit': '1.8.24',
  '@reown/appkit-adapter-wagmi': '1.8.24',
  wagmi: '2.19.5',
  '@wagmi/core': '2.22.1',
  // wagmi 2.19.5's own; AppKit's adapter would otherwise take the newest (8.x, for wagmi 3), whose
  // connectors import `@wagmi/core/tempo`, absent from @wagmi/core 2.
  '@wagmi/connectors': '6.2.0',
  '@tanstack/react-query': '5.108.0',
  // viem newer than 2.57.1 needs `ox` versions the registry lacks.
  viem: '2.57.1',
  react: '19.3.1',
  'react-dom': '19.3.1',
}

const PACKAGE = {
  name: 'latch-budgets-peers',
  private: true,
  type: 'module',
  dependencies: VERSIONS,
  overrides: {
    viem: '$viem',
    '@wagmi/connectors': '$@wagmi/connectors',
    // ConnectKit 1.9 declares react 17.x || 18.x; it runs on 19. Overriding only its peer range
    // (instead of --legacy-peer-deps) keeps npm installing every other package's peers.
    connectkit: { react: '$react', 'react-dom': '$react-dom' },
  },
}

/**
 * Finders, run inside the page (source text). The probe takes a button only once shown and enabled
 * (RainbowKit renders its button at opacity 0 until mounted, AppKit's is disabled while loading);
 * READY applies the same rule to a modal's wallet entry.
 */
const READY = `(el) =>
  el && !el.disabled && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    ? el
    : null`
const PEERS = [
  {
    name: 'rainbowkit',
    label: `RainbowKit ${VERSIONS['@rainbow-me/rainbowkit']} + wagmi ${VERSIONS.wagmi}`,
    button: `() => document.querySelector('button[data-testid="rk-connect-button"]')`,
    modal: `() => (${READY})(
      document.querySelector('[role="dialog"] [data-testid^="rk-wallet-option-"]'))`,
  },
  {
    name: 'connectkit',
    label: `ConnectKit ${VERSIONS.connectkit} + wagmi ${VERSIONS.wagmi}`,
    button: `() => [...document.querySelectorAll('#root button')]
      .find((b) => b.textContent === 'Connect Wallet')`,
    // A wallet option: a button with the wallet's icon ([data-shape]) in ConnectKit's dialog.
    modal: `() => (${READY})(
      document.querySelector('#__CONNECTKIT__ [role="dialog"] button [data-shape]')
        ?.closest('button'))`,
  },
  {
    name: 'appkit',
    label: `Reown AppKit ${VERSIONS['@reown/appkit']} + wagmi ${VERSIONS.wagmi}`,
    // Web components with open shadow roots: <appkit-button> → <appkit-connect-button> →
    // <wui-connect-button> → <button>.
    button: `() => document.querySelector('appkit-button')
      ?.shadowRoot?.querySelector('appkit-connect-button')
      ?.shadowRoot?.querySelector('wui-connect-button')
      ?.shadowRoot?.querySelector('button')`,
    // A wallet entry (WalletConnect is always listed; the rest come from a failing API), searched
    // through every shadow root under <w3m-modal>: the connect view is ~8 levels deep.
    modal: `() => {
      const find = (root) => {
        const hit = root.querySelector('[data-testid^="wallet-selector-"]')
        if (hit) return hit
        for (const el of root.querySelectorAll('*')) {
          const inner = el.shadowRoot && find(el.shadowRoot)
          if (inner) return inner
        }
        return null
      }
      const root = document.querySelector('w3m-modal')?.shadowRoot
      return root ? (${READY})(find(root)) : null
    }`,
  },
]

const appsDir = fileURLToPath(new URL('apps/', import.meta.url))

/**
 * Installs the peers' pinned packages into `workDir` (npm, registry only) and builds one app per
 * kit with `buildApp` (passed in so every app gets the exact same Vite build options as Latch's).
 * Returns [{ name, label, outDir, remove, button, modal }, …]; on a failure, removes what it
 * had built.
 */
export async function buildPeerApps({ workDir, buildApp, log = console.log }) {
  await writeFile(join(workDir, 'package.json'), `${JSON.stringify(PACKAGE, null, 2)}\n`)
  log(`Installing ${PEERS.map((peer) => peer.label).join(', ')} into ${workDir}…`)
  const started = performance.now()
  // --prefix: install here even when npm_config_* from a parent `npm run`/pnpm point elsewhere.
  // --ignore-scripts: the builds and pages work without any install script, and so none of ~600
  // unreviewed packages runs code here.
  await npm(
    ['install', '--prefix', workDir, '--no-audit', '--no-fund', '--ignore-scripts'],
    workDir,
  )
  log(`Installed in ${((performance.now() - started) / 1000).toFixed(0)} s`)
  // The apps sit next to node_modules, so Vite resolves the kits (and react) from this install.
  await cp(appsDir, join(workDir, 'apps'), { recursive: true })
  const built = []
  try {
    for (const peer of PEERS) {
      log(`Building ${peer.label}…`)
      // conditions: [] — `@latch/source` only applies to our workspace packages.
      const { outDir, remove } = await buildApp(join(workDir, 'apps', peer.name), {
        conditions: [],
      })
      built.push({ ...peer, outDir, remove })
    }
  } catch (error) {
    await Promise.all(built.map((peer) => peer.remove()))
    throw error
  }
  return built
}

/** Runs npm in `cwd`; its output is shown only when it fails. */
function npm(args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm ${args[0]} failed (${code}):\n${output}`)),
    )
  })
}
