import { useLatchState, useLocale } from '@latch/hooks'
import { type CSSProperties, type ReactNode, useMemo } from 'react'
import { styles } from './styles'
import { themeStyle } from './tokens'
import { useServerStyleSheet } from './useStyleSheet'

export interface ThemeScopeProps {
  children?: ReactNode
  className?: string
  as?: 'div' | 'span'
}

/** A `.latch` element carrying the theme's custom properties (light/dark + themeVariables). */
export function ThemeScope({ children, className, as: Tag = 'div' }: ThemeScopeProps) {
  const styleSheet = useServerStyleSheet('latch-styles', styles)
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
      {styleSheet}
      {children}
    </Tag>
  )
}
