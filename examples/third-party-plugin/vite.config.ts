import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// What `npm create vite` writes for a React app, nothing else: Vite's default chunking.
export default defineConfig({ plugins: [react()] })
