import { describeFrameworkApp } from './describeFrameworkApp'
import { viteApp } from './viteApp'

// The Vite example: a single-page app built with the config `npm create vite` writes for React
// (Vite's default chunking).
describeFrameworkApp('vite', viteApp)
