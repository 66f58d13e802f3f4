import type { NextConfig } from 'next'

const config: NextConfig = {
  // One app, two builds side by side (Turbopack and webpack): each in its own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
}

export default config
