/**
 * The test phone wallet page: the relay test wallet (the real WalletConnect SDK, wallet role) in a
 * browser tab, with a person in the loop. Paste a dapp's `wc:` link, approve or reject its
 * proposal, then each request. Bundled by `startPhoneWallet()` (esbuild, platform browser).
 *
 * Whatever the dapp sends (its name, URL, params) only ever goes into `textContent`.
 */
import {
  createRelayTestWallet,
  type RelayTestWallet,
  type RelayWalletProposal,
  type RelayWalletRequest,
} from '../../relayWallet/relayTestWallet'
import { PHONE_WALLET_CONFIG_ID, type PhoneWalletPageConfig } from '../phoneWalletConfig'
import { askedNamespaces, sessionAccounts, summarizeParams, summarizeResult } from './describe'

/** Long waits for the next proposal or request: the loops just ask again when one lapses. */
const WAIT_MS = 10 * 60_000

const byId = <T extends HTMLElement>(id: string): T => {
  const element = document.getElementById(id)
  if (!element) throw new Error(`the page has no #${id}`)
  return element as T
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Pick<HTMLElement, 'id' | 'className' | 'textContent'>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  Object.assign(node, props)
  node.append(...children)
  return node
}

let headingCount = 0
/** An `<article>` named by its `<h3>`. */
function article(title: string): HTMLElement {
  const id = `item-${++headingCount}`
  const node = element('article', {}, element('h3', { id, textContent: title }))
  node.setAttribute('aria-labelledby', id)
  return node
}

const status = byId<HTMLParagraphElement>('status')
const errors = byId<HTMLDivElement>('errors')
const pairForm = byId<HTMLFormElement>('pair-form')
const uriInput = byId<HTMLInputElement>('uri')
const proposalBox = byId<HTMLDivElement>('proposal')
const sessionsBox = byId<HTMLDivElement>('sessions')
const requestsBox = byId<HTMLDivElement>('requests')
const history = byId<HTMLOListElement>('history')
const accountsList = byId<HTMLUListElement>('accounts')

const say = (text: string) => {
  status.textContent = text
}
const showError = (text: string) => {
  errors.replaceChildren(element('p', { textContent: text }))
}
const clearError = () => errors.replaceChildren()
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** After a control is removed, keyboard focus goes to its section's heading, not to the body. */
const focusHeading = (id: string) => byId(id).focus()

// A request the page makes that the Content-Security-Policy refuses would be a request off this
// machine: say so, where a person (and a test) sees it.
document.addEventListener('securitypolicyviolation', (event) => {
  showError(`Blocked a request to ${event.blockedURI} (${event.violatedDirective})`)
})

const config = JSON.parse(byId(PHONE_WALLET_CONFIG_ID).textContent ?? '{}') as PhoneWalletPageConfig
const knownChains = [
  ...(config.evm?.chains.map((chain) => `eip155:${chain.chainId}`) ?? []),
  ...(config.solana?.chains.map((chain) => chain.chainId) ?? []),
]

const walletReady: Promise<RelayTestWallet> = createRelayTestWallet({
  relayUrl: config.relayUrl,
  ...(config.evm && { evm: config.evm }),
  ...(config.solana && { solana: config.solana }),
  ...(config.metadata && { metadata: config.metadata }),
  autoApprove: false,
})

walletReady.then(
  (wallet) => {
    accountsList.replaceChildren(
      ...wallet.accounts.eip155.map((address) => element('li', { textContent: `EVM ${address}` })),
      ...wallet.accounts.solana.map((address) =>
        element('li', { textContent: `Solana ${address}` }),
      ),
    )
    document.body.dataset.wallet = 'ready'
    say(`Wallet ready on ${knownChains.join(', ')}. Paste a WalletConnect link to connect.`)
    wallet.client.on('session_delete', () => renderSessions(wallet))
    wallet.client.on('session_expire', () => renderSessions(wallet))
    void proposalLoop(wallet)
    void requestLoop(wallet)
  },
  (error: unknown) => {
    document.body.dataset.wallet = 'failed'
    say('The wallet did not start.')
    showError(`The wallet did not start: ${messageOf(error)}`)
  },
)

pairForm.addEventListener('submit', (event) => {
  event.preventDefault()
  const uri = uriInput.value.trim()
  if (!uri.startsWith('wc:')) {
    showError('A WalletConnect link starts with "wc:". Copy it from the dapp.')
    uriInput.setAttribute('aria-invalid', 'true')
    uriInput.focus()
    return
  }
  uriInput.removeAttribute('aria-invalid')
  const button = pairForm.querySelector('button')!
  button.disabled = true
  clearError()
  say('Pairing…')
  walletReady
    .then((wallet) => wallet.pair(uri))
    .then(
      () => {
        uriInput.value = ''
        say("Paired. Waiting for the dapp's connection request…")
      },
      (error: unknown) => {
        say('Pairing failed.')
        showError(messageOf(error))
      },
    )
    .finally(() => {
      button.disabled = false
    })
})

/** Runs `next` forever (until the wallet closes), handing each item to `show`. */
async function loop<T>(next: () => Promise<T>, show: (item: T) => void): Promise<void> {
  for (;;) {
    try {
      show(await next())
    } catch (error) {
      if (messageOf(error).includes('closed')) return
      // A lapsed wait: ask again.
    }
  }
}

const pendingProposals: RelayWalletProposal[] = []

function proposalLoop(wallet: RelayTestWallet) {
  return loop(
    () => wallet.nextProposal(WAIT_MS),
    (proposal) => {
      pendingProposals.push(proposal)
      say(`Connection request from ${proposal.proposer.name}.`)
      renderProposals(wallet)
    },
  )
}

function renderProposals(wallet: RelayTestWallet) {
  if (pendingProposals.length === 0) {
    proposalBox.replaceChildren(element('p', { textContent: 'No connection request.' }))
    return
  }
  proposalBox.replaceChildren(...pendingProposals.map((proposal) => proposalView(wallet, proposal)))
}

function proposalView(wallet: RelayTestWallet, proposal: RelayWalletProposal): HTMLElement {
  const view = article(`${proposal.proposer.name} wants to connect`)
  view.append(element('p', { textContent: proposal.proposer.url }))
  if (proposal.proposer.description) {
    view.append(element('p', { textContent: proposal.proposer.description }))
  }
  const asked = askedNamespaces(
    proposal.requiredNamespaces,
    proposal.optionalNamespaces,
    knownChains,
  )
  const list = element('ul')
  for (const namespace of asked) {
    const chains = namespace.chains
      .map((chain) => (chain.known ? chain.chainId : `${chain.chainId} (not in this wallet)`))
      .join(', ')
    list.append(
      element('li', {
        textContent: `${namespace.name}${namespace.required ? ' (required)' : ''}: ${chains || 'no chain named'}; methods ${namespace.methods.join(', ') || 'none'}`,
      }),
    )
  }
  view.append(element('p', { textContent: 'Asks for:' }), list)
  const answer = (approve: boolean) => async () => {
    for (const button of view.querySelectorAll('button')) button.disabled = true
    clearError()
    try {
      if (approve) {
        await wallet.approve(proposal)
        say(`Connected to ${proposal.proposer.name}.`)
      } else {
        await wallet.reject(proposal)
        say(`Rejected ${proposal.proposer.name}.`)
      }
      pendingProposals.splice(pendingProposals.indexOf(proposal), 1)
    } catch (error) {
      showError(messageOf(error))
      // Still open (e.g. no chain in common): it can be rejected. Answered or expired: drop it.
      if (/already answered|expired/.test(messageOf(error))) {
        pendingProposals.splice(pendingProposals.indexOf(proposal), 1)
      }
    }
    renderProposals(wallet)
    renderSessions(wallet)
    focusHeading(pendingProposals.length > 0 ? 'proposal-heading' : 'sessions-heading')
  }
  view.append(buttons({ Approve: answer(true), Reject: answer(false) }))
  return view
}

function buttons(actions: Record<string, () => void>): HTMLElement {
  const row = element('div', { className: 'actions' })
  for (const [label, action] of Object.entries(actions)) {
    const button = element('button', { textContent: label })
    button.type = 'button'
    button.addEventListener('click', action)
    row.append(button)
  }
  return row
}

function renderSessions(wallet: RelayTestWallet) {
  const sessions = wallet.sessions()
  if (sessions.length === 0) {
    sessionsBox.replaceChildren(element('p', { textContent: 'Not connected.' }))
    return
  }
  sessionsBox.replaceChildren(
    ...sessions.map((session) => {
      const view = article(session.peer.name)
      view.append(element('p', { textContent: session.peer.url }))
      const list = element('ul')
      for (const { name, accounts } of sessionAccounts(session.namespaces)) {
        list.append(element('li', { textContent: `${name}: ${accounts.join(', ')}` }))
      }
      view.append(
        list,
        buttons({
          // biome-ignore lint/correctness/noComponentHookFactories: a button's label, not a React component
          Disconnect: async () => {
            clearError()
            try {
              await wallet.disconnect(undefined, session.topic)
              say(`Disconnected from ${session.peer.name}.`)
            } catch (error) {
              showError(messageOf(error))
            }
            renderSessions(wallet)
            focusHeading('sessions-heading')
          },
        }),
      )
      return view
    }),
  )
}

const pendingRequests: RelayWalletRequest[] = []

function requestLoop(wallet: RelayTestWallet) {
  return loop(
    () => wallet.nextRequest(WAIT_MS),
    (request) => {
      pendingRequests.push(request)
      say(`Request from ${dappOf(wallet, request.topic)}: ${request.method}.`)
      renderRequests(wallet)
    },
  )
}

function dappOf(wallet: RelayTestWallet, topic: string): string {
  return wallet.sessions().find((session) => session.topic === topic)?.peer.name ?? 'a dapp'
}

function renderRequests(wallet: RelayTestWallet) {
  if (pendingRequests.length === 0) {
    requestsBox.replaceChildren(element('p', { textContent: 'No request waiting.' }))
    return
  }
  requestsBox.replaceChildren(
    ...pendingRequests.map((request) => {
      const view = article(request.method)
      view.append(
        element('p', {
          textContent: `From ${dappOf(wallet, request.topic)} on ${request.chainId}`,
        }),
        element('p', {
          className: 'summary',
          textContent: summarizeParams(request.method, request.params),
        }),
      )
      const answer = (approve: boolean) => async () => {
        for (const button of view.querySelectorAll('button')) button.disabled = true
        clearError()
        let outcome: string
        try {
          if (approve) {
            outcome = `approved: ${summarizeResult(await request.approve())}`
          } else {
            await request.reject()
            outcome = 'rejected'
          }
        } catch (error) {
          outcome = `failed: ${messageOf(error)}`
          showError(`${request.method} failed: ${messageOf(error)}`)
        }
        pendingRequests.splice(pendingRequests.indexOf(request), 1)
        history.append(element('li', { textContent: `${request.method} ${outcome}` }))
        say(`${request.method} ${outcome.split(':')[0]}.`)
        renderRequests(wallet)
        focusHeading('requests-heading')
      }
      view.append(buttons({ Approve: answer(true), Reject: answer(false) }))
      return view
    }),
  )
}
