import { type ReactNode, useInsertionEffect, version } from 'react'

/** React 19 hoists a `<style>` with `href` and `precedence` into <head>, once, server HTML too. */
const hoistsStyles = Number.parseInt(version, 10) >= 19

const insert = (id: string, css: string) => {
  if (document.getElementById(id)) return
  const element = document.createElement('style')
  element.id = id
  element.textContent = css
  document.head.appendChild(element)
}

/** Puts `css` in the page once, as a <style> element with this id, before anything lays out. */
export function useStyleSheet(id: string, css: string) {
  useInsertionEffect(() => insert(id, css), [id, css])
}

/**
 * The styles of what a server renders too (the buttons): on React 19, an element to render, which
 * React puts in <head> once (the server's HTML has it, so a server-rendered button is styled
 * before hydration: no unstyled flash, no layout shift); on React 18, which renders a <style> where
 * it stands, inserted in the client as `useStyleSheet` does, and `null`.
 */
export function useServerStyleSheet(id: string, css: string): ReactNode {
  useInsertionEffect(() => {
    if (!hoistsStyles) insert(id, css)
  }, [id, css])
  return hoistsStyles ? (
    <style href={id} precedence="latch">
      {css}
    </style>
  ) : null
}
