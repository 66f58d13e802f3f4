// The React-only baseline of the size budget: react + react-dom and a button, built the same way.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

function App() {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)
