import type { ImportGraph } from './importGraph'

/**
 * The graph's cycles, one per strongly connected component (Tarjan's algorithm): each as a path
 * that starts and ends at the same file, through every file of the component it can. A file
 * that imports itself is a cycle too.
 */
export function findCycles(graph: ImportGraph): string[][] {
  return stronglyConnected(graph)
    .filter((component) => component.length > 1 || graph.get(component[0]!)?.has(component[0]!))
    .map((component) => cycleThrough(graph, new Set(component)))
}

function stronglyConnected(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const lowest = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  // Iterative, so a long import chain cannot overflow the call stack.
  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue
    const work: { file: string; next: Iterator<string> }[] = []
    const enter = (file: string) => {
      index.set(file, index.size)
      lowest.set(file, index.get(file)!)
      stack.push(file)
      onStack.add(file)
      work.push({ file, next: [...(graph.get(file) ?? [])].sort()[Symbol.iterator]() })
    }
    enter(root)
    while (work.length > 0) {
      const frame = work.at(-1)!
      const step = frame.next.next()
      if (!step.done) {
        const target = step.value
        if (!index.has(target)) enter(target)
        else if (onStack.has(target)) {
          lowest.set(frame.file, Math.min(lowest.get(frame.file)!, index.get(target)!))
        }
        continue
      }
      work.pop()
      const parent = work.at(-1)
      if (parent) {
        lowest.set(parent.file, Math.min(lowest.get(parent.file)!, lowest.get(frame.file)!))
      }
      if (lowest.get(frame.file) === index.get(frame.file)) {
        const component: string[] = []
        let file: string
        do {
          file = stack.pop()!
          onStack.delete(file)
          component.push(file)
        } while (file !== frame.file)
        components.push(component.sort())
      }
    }
  }
  return components
}

/** A closed path inside `component` from its first file: the shortest way back to it. */
function cycleThrough(graph: ImportGraph, component: ReadonlySet<string>): string[] {
  const start = [...component][0]!
  const previous = new Map<string, string>()
  const queue = [start]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const target of [...(graph.get(file) ?? [])].sort()) {
      if (!component.has(target)) continue
      if (target === start) {
        const path: string[] = []
        for (let back = file; back !== start; back = previous.get(back)!) path.unshift(back)
        return [start, ...path, start]
      }
      if (!previous.has(target)) {
        previous.set(target, file)
        queue.push(target)
      }
    }
  }
  throw new Error(`${start} is in a strongly connected component without a way back to it`)
}
