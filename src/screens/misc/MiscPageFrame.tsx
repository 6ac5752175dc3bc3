import { Stack } from '@primer/react'
import type { ReactNode } from 'react'
import { Brand } from '../../components/brand/Brand'
import './miscPage.css'

export interface MiscPageFrameProps {
  children: ReactNode
}

/** The blank frame of the misc pages: the brand at the top, the message centred. */
export function MiscPageFrame({ children }: MiscPageFrameProps) {
  return (
    <div className="cea-misc-page">
      <header className="cea-misc-page__header">
        <Brand size={28} />
      </header>
      <main className="cea-misc-page__main">
        <Stack direction="vertical" align="center" gap="normal" className="cea-misc-page__content">
          {children}
        </Stack>
      </main>
    </div>
  )
}
