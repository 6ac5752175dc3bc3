import { useTranslation } from 'react-i18next'
import type { FileRule } from '../../components/file-drop/fileChecks'
import { FileDropZone } from '../../components/file-drop/FileDropZone'
import { numberFormat } from '../../components/intl/cachedIntl'
import { formElementsLimits, type RejectedFile } from '../../machines/forms/formElementsRules'
import { FormsKitSection } from './FormsKitSection'

export const uploadRule: FileRule = {
  types: [
    { mimeType: 'image/png', extension: 'png' },
    { mimeType: 'image/jpeg', extension: 'jpg' },
    { mimeType: 'application/pdf', extension: 'pdf' },
  ],
  maxBytes: formElementsLimits.maxFileBytes,
}

interface UploadSectionProps {
  files: readonly File[]
  rejected: readonly RejectedFile[]
  error: string | null
  disabled: boolean
  onAdd: (accepted: File[], rejected: RejectedFile[]) => void
  onRemove: (index: number) => void
}

/** A file's size in kilobytes or megabytes, e.g. `1.5 MB`, in the page's language. */
function useFileSize() {
  const { i18n } = useTranslation()
  return (bytes: number) => {
    const inMegabytes = bytes >= 1024 * 1024
    return numberFormat(i18n.language, {
      style: 'unit',
      unit: inMegabytes ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    }).format(inMegabytes ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1))
  }
}

/** Files by drag and drop or the chooser: PNG, JPEG or PDF up to 2 MB, with previews. */
export function UploadSection({
  files,
  rejected,
  error,
  disabled,
  onAdd,
  onRemove,
}: UploadSectionProps) {
  const { t } = useTranslation()
  const size = useFileSize()
  const max = size(uploadRule.maxBytes)
  const errors = [
    ...rejected.map((file) =>
      t(`formsKit.elements.errors.files.${file.reason}`, {
        name: file.name,
        size: size(file.bytes),
        max,
      }),
    ),
    ...(error ? [error] : []),
  ]
  return (
    <FormsKitSection id="upload" title={t('formsKit.elements.sections.upload')}>
      <FileDropZone
        label={t('formsKit.elements.fields.files.label')}
        caption={t('formsKit.elements.fields.files.caption', { max })}
        rule={uploadRule}
        files={files}
        errors={errors}
        disabled={disabled}
        texts={{
          prompt: t('formsKit.elements.fields.files.prompt'),
          size,
          remove: (name) => t('formsKit.elements.fields.files.remove', { name }),
        }}
        onAdd={(accepted, kept) =>
          onAdd(
            accepted,
            kept.map(({ file, reason }) => ({ name: file.name, reason, bytes: file.size })),
          )
        }
        onRemove={onRemove}
      />
    </FormsKitSection>
  )
}
