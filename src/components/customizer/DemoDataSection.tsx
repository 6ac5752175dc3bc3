import { Button, ConfirmationDialog, Heading, Text } from '@primer/react'
import { InlineMessage } from '@primer/react/experimental'
import { useId, useState } from 'react'
import type { DemoDataControl, DemoDataLabels } from './customizerTypes'

export interface DemoDataSectionProps {
  /** The reset's state (idle, resetting, failed) and what resets. */
  control: DemoDataControl
  /** The section's words, already translated. */
  labels: DemoDataLabels
}

/** "Reset demo data": asks first, then every open tab starts again from the sample data. */
export function DemoDataSection({ control, labels }: DemoDataSectionProps) {
  const [isConfirming, setIsConfirming] = useState(false)
  const headingId = useId()
  const isResetting = control.status === 'resetting'
  return (
    <section className="cea-customizer__demo-data" aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} className="cea-customizer__section-title">
        {labels.title}
      </Heading>
      <Text as="p" className="cea-customizer__hint">
        {labels.description}
      </Text>
      <Button
        variant="danger"
        loading={isResetting}
        loadingAnnouncement={labels.resetting}
        onClick={() => setIsConfirming(true)}
      >
        {labels.reset}
      </Button>
      {control.status === 'failed' ? (
        <InlineMessage variant="critical">{labels.failed}</InlineMessage>
      ) : null}
      {isConfirming ? (
        <ConfirmationDialog
          title={labels.confirmTitle}
          confirmButtonContent={labels.confirmReset}
          cancelButtonContent={labels.cancel}
          confirmButtonType="danger"
          onClose={(gesture) => {
            setIsConfirming(false)
            if (gesture === 'confirm') control.onReset()
          }}
        >
          {labels.confirmBody}
        </ConfirmationDialog>
      ) : null}
    </section>
  )
}
