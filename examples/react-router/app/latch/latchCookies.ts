/**
 * Only Latch's cookies of a request's `Cookie` header (named `@latch/…`): the server renders a
 * returning visitor's account from them, and the page gets them back with the loader's data, so
 * the app's other cookies (a session, HttpOnly ones) never reach the HTML.
 */
export function latchCookies(header: string | null): string {
  return (header ?? '')
    .split(';')
    .map((cookie) => cookie.trim())
    .filter((cookie) => cookie.startsWith('@latch/'))
    .join('; ')
}
