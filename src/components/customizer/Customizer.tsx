import { GearIcon } from '@primer/octicons-react'
import { IconButton } from '@primer/react'
import { lazy, Suspense, useRef, useState } from 'react'
import type { Preferences } from '../../api/types/preferences'
import type { CustomizerLabels, DemoDataControl, PreferenceChangeHandler } from './customizerTypes'
import './customizer.css'

// The drawer and its settings load on the first open: the edge button is all a page carries.
const CustomizerDialog = lazy(() =>
  import('./CustomizerDialog').then((module) => ({ default: module.CustomizerDialog })),
)

export interface CustomizerProps {
  /** The person's display settings as saved. */
  preferences: Preferences
  /** One setting was chosen (its key and value); the preferences machine saves it. */
  onChange: PreferenceChangeHandler
  /** Reset was pressed: every setting back to its default. */
  onReset: () => void
  /** The customizer's words, already translated. */
  labels: CustomizerLabels
  /** "Reset demo data", for those allowed to (admins); absent, the section is not shown. */
  demoData?: DemoDataControl
  /** Opens the drawer on first render (stories, a "customize" link). */
  isDefaultOpen?: boolean
}

/**
 * The theme customizer: a gear button on the page's end edge opens a drawer with every layout
 * preference. Changes apply live through `onChange`; nothing is kept here but open or closed.
 */
export function Customizer({
  preferences,
  onChange,
  onReset,
  labels,
  demoData,
  isDefaultOpen = false,
}: CustomizerProps) {
  const [isOpen, setIsOpen] = useState(isDefaultOpen)
  const triggerRef = useRef<HTMLButtonElement>(null)

  return (
    <>
      <IconButton
        ref={triggerRef}
        icon={GearIcon}
        aria-label={labels.open}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        variant="primary"
        size="large"
        tooltipDirection="n"
        className="cea-customizer__trigger"
        onClick={() => setIsOpen(true)}
      />
      {isOpen ? (
        <Suspense fallback={null}>
          <CustomizerDialog
            preferences={preferences}
            onChange={onChange}
            onReset={onReset}
            onClose={() => setIsOpen(false)}
            labels={labels}
            demoData={demoData}
            returnFocusRef={triggerRef}
          />
        </Suspense>
      ) : null}
    </>
  )
}
