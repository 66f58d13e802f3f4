import { Counter } from './Counter'

/** Next.js and React alone, the Next.js baseline: the same server-rendered client button. */
export default function Page() {
  return <Counter />
}
