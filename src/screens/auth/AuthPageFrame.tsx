import { Heading, Text } from '@primer/react'
import type { ReactNode } from 'react'
import { Brand } from '../../components/brand/Brand'
import { AuthIllustration } from './AuthIllustration'
import type { AuthPage, AuthVariant } from './authPaths'
import './authPage.css'

export interface AuthPageFrameProps {
  /** `basic`: a centred card on a plain background; `cover`: illustration beside the form. */
  variant: AuthVariant
  /** The page, for the cover illustration's emblem. */
  page: AuthPage
  children: ReactNode
}

/**
 * The frame of every auth page. The cover's illustration side is decorative and
 * hidden below 992px, where the form takes the whole width.
 */
export function AuthPageFrame({ variant, page, children }: AuthPageFrameProps) {
  if (variant === 'cover') {
    return (
      <div className="cea-auth-cover" data-variant="cover" data-page={page}>
        <div className="cea-auth-cover__art" aria-hidden="true">
          <AuthIllustration kind={page} />
        </div>
        <div className="cea-auth-cover__side">
          <header className="cea-auth-cover__header">
            <Brand size={28} />
          </header>
          <main className="cea-auth-cover__main">
            <div className="cea-auth-form">{children}</div>
          </main>
        </div>
      </div>
    )
  }
  return (
    <div className="cea-auth-basic" data-variant="basic" data-page={page}>
      <div className="cea-auth-basic__card">
        <header className="cea-auth-basic__header">
          <Brand size={28} />
        </header>
        <main className="cea-auth-form">{children}</main>
      </div>
    </div>
  )
}

export interface AuthTitleProps {
  title: ReactNode
  lead?: ReactNode
}

/** The page's one h1 and the line under it. */
export function AuthTitle({ title, lead }: AuthTitleProps) {
  return (
    <div className="cea-auth-title">
      <Heading as="h1" variant="medium">
        {title}
      </Heading>
      {lead ? (
        <Text as="p" className="cea-auth-title__lead">
          {lead}
        </Text>
      ) : null}
    </div>
  )
}
