import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { buildApp } from './lib/build.mjs'
const mods = []
const plugin = {
  name: 'anal',
  generateBundle(_, bundle) {
    const initial = new Set()
    const visit = (f) => { if (initial.has(f)) return; initial.add(f); for (const i of bundle[f].imports ?? []) visit(i) }
    for (const [f, c] of Object.entries(bundle)) if (c.type === 'chunk' && c.isEntry) visit(f)
    for (const f of initial) for (const [id, m] of Object.entries(bundle[f].modules)) mods.push([m.renderedLength, id.replace(/.*\/work\/main\//, '').replace(/.*node_modules\//,'nm/'), m.code ? gzipSync(m.code,{level:9}).length : 0])
  },
}
const { remove } = await buildApp(fileURLToPath(new URL('../react-default/', import.meta.url)), { plugins: [plugin] })
await remove()
mods.sort((a, b) => b[0] - a[0])
const by = {}
for (const [n, id, g] of mods) { const k = id.startsWith('nm/') ? id.split('/').slice(0, id.includes('/@') ? 3 : 2).join('/') : id.split('/').slice(0, 2).join('/'); by[k] = (by[k] ?? [0,0]); by[k][0]+=n; by[k][1]+=g }
console.log(Object.entries(by).sort((a, b) => b[1][0] - a[1][0]).map(([k,[n,g]])=>`${n}\t${g}\t${k}`).join('\n'))
console.log('---')
console.log(mods.filter(m=>!m[1].startsWith('nm/react')).slice(0, 80).map(([n, id, g]) => `${n}\t${g}\t${id}`).join('\n'))
