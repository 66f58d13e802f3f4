import { useLatchState, useLocale } from '@latch/hooks'
import { type CSSProperties, type ReactNode, useInsertionEffect, useMemo } from 'react'
import { styles } from './styles'
import { themeStyle } from './tokens'

const STYLE_ID = 'latch-styles'

/** Puts the styles in the page once. */
function useLatchStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return
    const element = document.createElement('style')
    element.id = STYLE_ID
    element.textContent = styles
    document.head.appendChild(element)
  }, [])
}

export interface ThemeScopeProps {
  children?: ReactNode
  className?: string
  as?: 'div' | 'span'
}

/** A `.latch` element carrying the theme's custom properties (light/dark + themeVariables). */
export function ThemeScope({ children, className, as: Tag = 'div' }: ThemeScopeProps) {
  useLatchStyles()
  const { themeMode, themeVariables } = useLatchState((s) => s.theme)
  const { locale, dir } = useLocale()
  const style = useMemo(
    () => themeStyle(themeMode, themeVariables) as CSSProperties,
    [themeMode, themeVariables],
  )
  return (
    <Tag
      className={className ? `latch ${className}` : 'latch'}
      data-theme={themeMode}
      lang={locale}
      dir={dir}
      style={style}
    >
      {children}
    </Tag>
  )
}
