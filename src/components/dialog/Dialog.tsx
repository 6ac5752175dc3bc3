import { XIcon } from '@primer/octicons-react'
// The one module that imports Primer's Dialog (eslint.config.js keeps it so).
import {
  Dialog as PrimerDialog,
  type DialogHeaderProps,
  type DialogProps,
  IconButton,
} from '@primer/react'
import type { ReactNode, Ref } from 'react'
import './dialog.css'

export interface NamedCloseDialogProps extends DialogProps {
  /**
   * The close button's name in the page's language: Primer's own header names it "Close" in
   * every language, with no prop to change it. Used by the default header; a dialog with its own
   * `renderHeader` names its own close button.
   */
  closeLabel: string
  /** The dialog's content. */
  children?: ReactNode
  /** The dialog's element. */
  ref?: Ref<HTMLDivElement>
}

interface NamedCloseHeaderProps extends DialogHeaderProps {
  /** The close button's name in the page's language. */
  closeLabel: string
}

/** Primer's default header (title, subtitle, close button) with the close button named. */
function NamedCloseHeader({
  dialogLabelId,
  dialogDescriptionId,
  title,
  subtitle,
  onClose,
  closeLabel,
}: NamedCloseHeaderProps) {
  return (
    <PrimerDialog.Header>
      <div className="cea-dialog__header">
        <div className="cea-dialog__heading">
          <PrimerDialog.Title id={dialogLabelId}>{title}</PrimerDialog.Title>
          {subtitle ? (
            <PrimerDialog.Subtitle id={dialogDescriptionId}>{subtitle}</PrimerDialog.Subtitle>
          ) : null}
        </div>
        <IconButton
          icon={XIcon}
          aria-label={closeLabel}
          variant="invisible"
          onClick={() => onClose('close-button')}
          // As Primer's: Escape on the focused button closes the dialog, not only its tooltip.
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return
            event.stopPropagation()
            onClose('escape')
          }}
        />
      </div>
    </PrimerDialog.Header>
  )
}

function NamedCloseDialog({ closeLabel, renderHeader, ...props }: NamedCloseDialogProps) {
  return (
    <PrimerDialog
      {...props}
      renderHeader={
        renderHeader ?? ((header) => <NamedCloseHeader {...header} closeLabel={closeLabel} />)
      }
    />
  )
}

/** Primer's Dialog, its close button named in the page's language; parts as Primer's. */
export const Dialog = Object.assign(NamedCloseDialog, {
  Header: PrimerDialog.Header,
  Title: PrimerDialog.Title,
  Subtitle: PrimerDialog.Subtitle,
  Body: PrimerDialog.Body,
  Footer: PrimerDialog.Footer,
  Buttons: PrimerDialog.Buttons,
})
