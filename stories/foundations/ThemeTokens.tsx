import { Heading, Text } from '@primer/react'
import { useEffect, useRef, useState } from 'react'
import type { Skin } from '../../src/api/types/preferences'
import { menuSkin } from '../../src/components/skin-theme/skins'
import { SkinThemeProvider } from '../../src/components/skin-theme/SkinThemeProvider'

export const colorTokens = [
  '--bgColor-default',
  '--bgColor-muted',
  '--bgColor-inset',
  '--bgColor-emphasis',
  '--bgColor-accent-emphasis',
  '--bgColor-success-emphasis',
  '--bgColor-attention-emphasis',
  '--bgColor-danger-emphasis',
  '--bgColor-done-emphasis',
  '--fgColor-default',
  '--fgColor-muted',
  '--fgColor-accent',
  '--fgColor-success',
  '--fgColor-danger',
  '--borderColor-default',
  '--borderColor-muted',
] as const

function TokenSwatch({ token }: { token: string }) {
  const swatch = useRef<HTMLSpanElement>(null)
  const [value, setValue] = useState('')
  useEffect(() => {
    if (swatch.current) setValue(getComputedStyle(swatch.current).getPropertyValue(token).trim())
  }, [token])
  return (
    <li className="theme-tokens__token">
      <span
        ref={swatch}
        className="theme-tokens__swatch"
        style={{ background: `var(${token})` }}
        aria-hidden="true"
      />
      <code>{token}</code>
      <Text size="small" className="theme-tokens__value">
        {value}
      </Text>
    </li>
  )
}

function TokenList() {
  return (
    <ul className="theme-tokens__list">
      {colorTokens.map((token) => (
        <TokenSwatch key={token} token={token} />
      ))}
    </ul>
  )
}

export const skinTitles: Record<Skin, string> = {
  light: 'Light',
  bordered: 'Bordered',
  dark: 'Dark',
  'semi-dark': 'Semi-dark',
}

/** One skin: a surface card with the tokens as that skin resolves them. */
export function SkinPanel({ skin }: { skin: Skin }) {
  const title = skinTitles[skin]
  const content = (
    <SkinThemeProvider skin={skin}>
      <section
        className="theme-tokens__surface"
        aria-label={`${title} content`}
        data-testid={`${skin}-content`}
      >
        <TokenList />
      </section>
    </SkinThemeProvider>
  )
  return (
    <article className="theme-tokens__panel" aria-labelledby={`skin-${skin}`}>
      <Heading as="h2" id={`skin-${skin}`} variant="small">
        {title}
      </Heading>
      {skin === 'semi-dark' ? (
        <div className="theme-tokens__split">
          <SkinThemeProvider skin={menuSkin(skin)}>
            <nav
              className="theme-tokens__menu"
              aria-label="Semi-dark menu"
              data-testid="semi-dark-menu"
            >
              <Text as="p" weight="semibold">
                Menu
              </Text>
              <Text as="p" size="small">
                Menu surfaces stay dark.
              </Text>
            </nav>
          </SkinThemeProvider>
          {content}
        </div>
      ) : (
        content
      )}
    </article>
  )
}
