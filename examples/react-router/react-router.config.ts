import type { Config } from '@react-router/dev/config'

// Framework mode with server rendering (React Router's default): every page request renders on
// the server, then hydrates.
export default { ssr: true } satisfies Config
