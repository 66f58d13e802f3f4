import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Where the build goes: the default, unless the tests ask for another.
  distDir: process.env.NEXT_DIST_DIR || '.next',
}

export default nextConfig
