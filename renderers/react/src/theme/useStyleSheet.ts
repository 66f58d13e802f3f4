import { useInsertionEffect } from 'react'

/** Puts `css` in the page once, as a <style> element with this id, before anything lays out. */
export function useStyleSheet(id: string, css: string) {
  useInsertionEffect(() => {
    if (document.getElementById(id)) return
    const element = document.createElement('style')
    element.id = id
    element.textContent = css
    document.head.appendChild(element)
  }, [id, css])
}
