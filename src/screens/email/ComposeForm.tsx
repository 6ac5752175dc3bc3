import { PaperclipIcon, XIcon } from '@primer/octicons-react'
import {
  Button,
  ConfirmationDialog,
  Flash,
  FormControl,
  IconButton,
  Spinner,
  TextInput,
} from '@primer/react'
import { Dialog } from '../../components/dialog/Dialog'
import { useSelector } from '@xstate/react'
import { Suspense, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { composeMachine } from '../../machines/email/composeMachine'
import type { AddressError, AddressField } from '../../machines/email/composeRules'
import { LazyRichTextEditor } from '../rich-text/LazyRichTextEditor'
import { useEditorLabels } from '../rich-text/useEditorLabels'
import { useFailureText } from './useFailureText'

/** The compose dialog's form; loaded when compose first opens (see ComposeDialog.tsx). */
export function ComposeForm({ composer }: { composer: ActorRefFrom<typeof composeMachine> }) {
  const { t } = useTranslation()
  const fields = useSelector(composer, (snapshot) => snapshot.context.fields)
  const errors = useSelector(composer, (snapshot) => snapshot.context.errors)
  const failure = useSelector(composer, (snapshot) => snapshot.context.failure)
  const isEditingDraft = useSelector(composer, (snapshot) => snapshot.context.draftId !== undefined)
  const isSending = useSelector(composer, (snapshot) => snapshot.matches('sending'))
  const isSaving = useSelector(composer, (snapshot) => snapshot.matches('saving'))
  const isConfirming = useSelector(composer, (snapshot) => snapshot.matches('confirmingDiscard'))
  const describeFailure = useFailureText()
  const [showCopies, setShowCopies] = useState(fields.cc !== '' || fields.bcc !== '')
  const fileInput = useRef<HTMLInputElement>(null)
  const messageLabelId = useId()
  const editorLabels = useEditorLabels('email.compose.editor')
  const isBusy = isSending || isSaving

  const addressError = (error: AddressError | undefined) =>
    error?.code === 'required'
      ? t('email.compose.errors.required')
      : error?.code === 'invalid'
        ? t('email.compose.errors.invalid', { addresses: error.addresses.join(', ') })
        : undefined

  const addressField = (field: AddressField, label: string) => {
    const message = addressError(errors[field])
    return (
      <FormControl required={field === 'to'}>
        <FormControl.Label>{label}</FormControl.Label>
        <TextInput
          block
          type="text"
          inputMode="email"
          autoComplete="off"
          value={fields[field]}
          validationStatus={message ? 'error' : undefined}
          onChange={(event) =>
            composer.send({ type: 'field.change', field, value: event.target.value })
          }
        />
        {message ? (
          <FormControl.Validation variant="error">{message}</FormControl.Validation>
        ) : (
          <FormControl.Caption>{t('email.compose.addressHint')}</FormControl.Caption>
        )}
      </FormControl>
    )
  }

  return (
    <>
      <Dialog
        closeLabel={t('common.close')}
        title={isEditingDraft ? t('email.compose.editTitle') : t('email.compose.title')}
        width="xlarge"
        // Phones: the whole screen; Close (or Discard) is the way back.
        position={{ narrow: 'fullscreen', regular: 'center' }}
        onClose={() => composer.send({ type: 'discard' })}
        className="cea-email-compose"
        footerButtons={[
          {
            content: t('email.compose.discard'),
            buttonType: 'danger',
            onClick: () => composer.send({ type: 'discard' }),
            disabled: isBusy,
          },
          {
            content: isSaving ? t('email.compose.saving') : t('email.compose.saveDraft'),
            onClick: () => composer.send({ type: 'draft.save' }),
            disabled: isBusy,
          },
          {
            content: isSending ? t('email.compose.sending') : t('email.compose.send'),
            buttonType: 'primary',
            onClick: () => composer.send({ type: 'send' }),
            disabled: isBusy,
          },
        ]}
      >
        <form
          className="cea-email-compose__form"
          aria-label={t('email.compose.title')}
          aria-busy={isBusy}
          onSubmit={(event) => event.preventDefault()}
        >
          {failure ? (
            <Flash variant="danger" role="alert">
              {describeFailure(failure)}
            </Flash>
          ) : null}
          {addressField('to', t('email.compose.to'))}
          {showCopies ? (
            <>
              {addressField('cc', t('email.compose.cc'))}
              {addressField('bcc', t('email.compose.bcc'))}
            </>
          ) : (
            <div>
              <Button size="small" variant="invisible" onClick={() => setShowCopies(true)}>
                {t('email.compose.showCopies')}
              </Button>
            </div>
          )}
          <FormControl>
            <FormControl.Label>{t('email.compose.subject')}</FormControl.Label>
            <TextInput
              block
              value={fields.subject}
              onChange={(event) =>
                composer.send({ type: 'field.change', field: 'subject', value: event.target.value })
              }
            />
          </FormControl>
          <div className="cea-email-compose__message">
            <span id={messageLabelId} className="cea-email-compose__label">
              {t('email.compose.message')}
            </span>
            <Suspense
              fallback={
                <div className="cea-email-compose__editor-loading" role="status">
                  <Spinner size="small" srText={null} />
                  <span>{t('email.compose.editor.loading')}</span>
                </div>
              }
            >
              <LazyRichTextEditor
                value={fields.message}
                labelledBy={messageLabelId}
                labels={editorLabels}
                isDisabled={isBusy}
                onChange={(html) =>
                  composer.send({ type: 'field.change', field: 'message', value: html })
                }
              />
            </Suspense>
          </div>
          <div className="cea-email-compose__attach">
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              aria-hidden
              tabIndex={-1}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])].map(({ name, size }) => ({
                  name,
                  size,
                }))
                if (files.length > 0) composer.send({ type: 'attachments.add', files })
                event.target.value = ''
              }}
            />
            <Button
              size="small"
              leadingVisual={PaperclipIcon}
              onClick={() => fileInput.current?.click()}
            >
              {t('email.compose.attach')}
            </Button>
            {fields.attachments.length > 0 ? (
              <ul className="cea-email-compose__files" aria-label={t('email.compose.attachments')}>
                {fields.attachments.map((attachment, index) => (
                  <li key={`${attachment.fileName}-${index}`}>
                    <span>{attachment.fileName}</span>
                    <span className="cea-email-muted">{attachment.size}</span>
                    <IconButton
                      icon={XIcon}
                      size="small"
                      variant="invisible"
                      aria-label={t('email.compose.remove', { name: attachment.fileName })}
                      onClick={() => composer.send({ type: 'attachments.remove', index })}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </form>
      </Dialog>
      {isConfirming ? (
        <ConfirmationDialog
          title={t('email.compose.confirmDiscard.title')}
          confirmButtonContent={t('email.compose.confirmDiscard.confirm')}
          cancelButtonContent={t('email.compose.confirmDiscard.cancel')}
          confirmButtonType="danger"
          onClose={(gesture) =>
            composer.send({ type: gesture === 'confirm' ? 'discard.confirm' : 'discard.cancel' })
          }
        >
          {t('email.compose.confirmDiscard.body')}
        </ConfirmationDialog>
      ) : null}
    </>
  )
}
