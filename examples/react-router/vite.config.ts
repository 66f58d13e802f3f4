import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

// Nothing Latch-specific: the packages build with React Router's defaults.
export default defineConfig({ plugins: [reactRouter()] })
