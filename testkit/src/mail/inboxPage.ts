import type { CaughtMail } from './inbox'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  )

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fafafa; }
  header, main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  article { background: #fff; border: 1px solid #ccc; border-radius: .5rem; padding: 1rem; margin: 0 0 1rem; }
  h2 { font-size: 1.125rem; margin: 0 0 .5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .125rem 1rem; margin: 0 0 .75rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f3f3; padding: .75rem; margin: 0; border-radius: .25rem; font: 15px/1.5 ui-monospace, monospace; }
  a { color: #0b57d0; }
  @media (prefers-color-scheme: dark) {
    body { color: #eee; background: #121212; }
    article { background: #1e1e1e; border-color: #444; }
    pre { background: #2a2a2a; }
    a { color: #8ab4f8; }
  }
`

/**
 * The inbox a person reads: every mail newest first with its recipients, subject, time and text
 * body. Plain HTML, no script and no external asset; every value escaped.
 */
export function renderInboxPage(mails: readonly CaughtMail[]): string {
  const items = mails
    .map((mail) => {
      const time = new Date(mail.receivedAt).toISOString()
      return `<article aria-labelledby="mail-${mail.id}">
  <h2 id="mail-${mail.id}">${escapeHtml(mail.subject || '(no subject)')}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
    <dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
    <dt>Received</dt><dd><time datetime="${time}">${time.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}</time></dd>
  </dl>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`
    })
    .join('\n')
  const count = `${mails.length} ${mails.length === 1 ? 'message' : 'messages'}`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox (${count})</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>Local inbox</h1>
  <p>Mail sent to the local SMTP server, newest first: ${count}. <a href="/">Refresh</a></p>
</header>
<main>
${items || '<p>No mail yet.</p>'}
</main>
</body>
</html>
`
}
