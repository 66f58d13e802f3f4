import { OneButton } from './OneButton'

/** A Server Component rendering the client part, as a Next.js app does. */
export default function Page() {
  return <OneButton />
}
