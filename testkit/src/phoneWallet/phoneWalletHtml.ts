import { PHONE_WALLET_CONFIG_ID, type PhoneWalletPageConfig } from './phoneWalletConfig'

/** JSON that is safe inside `<script>`: no `</script>`, no `<!--`, no line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.4; }
body { margin: 0; }
main { max-width: 30rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.4rem; }
h2 { font-size: 1.1rem; margin-top: 1.5rem; }
h3 { font-size: 1rem; margin: 0 0 .25rem; }
h2:focus, h3:focus { outline: 2px solid Highlight; outline-offset: 2px; }
label { display: block; font-weight: 600; margin-bottom: .25rem; }
input { box-sizing: border-box; width: 100%; font: inherit; padding: .5rem; }
button { font: inherit; padding: .5rem 1rem; margin: .5rem .5rem 0 0; min-height: 44px; }
button:focus-visible, input:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
article { border: 1px solid GrayText; border-radius: .5rem; padding: .75rem; margin: .5rem 0; }
ul, ol { padding-left: 1.25rem; overflow-wrap: anywhere; }
p { overflow-wrap: anywhere; }
#errors:not(:empty) { border: 2px solid #b00020; border-radius: .5rem; padding: 0 .75rem; }
.note { font-size: .9rem; }
`

/** The page: static shell and config; `/wallet.js` (the bundle) fills it in. */
export function phoneWalletHtml(config: PhoneWalletPageConfig, scriptPath: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Latch test phone wallet</title>
<style>${STYLE}</style>
<script type="application/json" id="${PHONE_WALLET_CONFIG_ID}">${jsonForScript(config)}</script>
<script type="module" src="${scriptPath}"></script>
</head>
<body data-wallet="starting">
<main>
<h1>Latch test phone wallet</h1>
<p class="note">A WalletConnect wallet for trying Latch: it holds local development accounts only, on the local chains. Open the dapp in another tab, choose WalletConnect, copy its link and paste it here.</p>
<p id="status" role="status">Starting the wallet…</p>
<div id="errors" role="alert"></div>
<section aria-labelledby="pair-heading">
<h2 id="pair-heading" tabindex="-1">Connect to a dapp</h2>
<form id="pair-form">
<label for="uri">WalletConnect link</label>
<input id="uri" name="uri" type="text" autocomplete="off" autocapitalize="off" spellcheck="false" placeholder="wc:…" aria-describedby="uri-hint">
<p id="uri-hint" class="note">Starts with "wc:".</p>
<button type="submit">Pair</button>
</form>
</section>
<section aria-labelledby="proposal-heading">
<h2 id="proposal-heading" tabindex="-1">Connection request</h2>
<div id="proposal"><p>No connection request.</p></div>
</section>
<section aria-labelledby="sessions-heading">
<h2 id="sessions-heading" tabindex="-1">Connected dapps</h2>
<div id="sessions"><p>Not connected.</p></div>
</section>
<section aria-labelledby="requests-heading">
<h2 id="requests-heading" tabindex="-1">Requests</h2>
<div id="requests"><p>No request waiting.</p></div>
</section>
<section aria-labelledby="history-heading">
<h2 id="history-heading">Answered requests</h2>
<ol id="history"></ol>
</section>
<section aria-labelledby="accounts-heading">
<h2 id="accounts-heading">This wallet's accounts</h2>
<ul id="accounts"></ul>
</section>
</main>
</body>
</html>
`
}
