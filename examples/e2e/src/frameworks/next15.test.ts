import { describeFrameworkApp } from './describeFrameworkApp'
import { nextApp } from './nextApp'

// examples/next15: Next.js 15 App Router as create-next-app 15 makes it (React 19.1, whose
// App Router bundles its own React, without `Activity`), built with webpack (Next 15's default).
// The budget: 139.2 KB in 10 files (2026-11-29), with some room.
describeFrameworkApp(
  'next15',
  nextApp({ example: 'next15', firstPaintBudget: { kb: 146, files: 10 } }),
)
