import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Autocomplete } from '../../../components/autocomplete/Autocomplete'
import type { FileRule } from '../../../components/file-drop/fileChecks'
import { FileDropZone } from '../../../components/file-drop/FileDropZone'
import { numberFormat } from '../../../components/intl/cachedIntl'

// Inputs over their own lists: the cities are filtered here, the files stay in the browser.

const cities = ['Amsterdam', 'Berlin', 'Cairo', 'Lisbon', 'Lyon', 'Porto'].map((label, index) => ({
  id: index + 1,
  label,
}))

/** Cities whose name starts with what is typed; choosing one writes it in the box. */
export function AutocompleteSample() {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const options = cities.filter((city) =>
    city.label.toLowerCase().startsWith(text.trim().toLowerCase()),
  )
  return (
    <div className="cea-components-index__stage">
      <Autocomplete
        label={t('componentsIndex.samples.cityLabel')}
        caption={t('componentsIndex.samples.cityCaption')}
        value={text}
        options={options}
        status="ready"
        texts={{
          loading: t('componentsIndex.samples.loading'),
          failure: t('componentsIndex.samples.listError'),
          retry: t('componentsIndex.samples.retry'),
          noMatch: t('componentsIndex.samples.noCity'),
          matchCount: (count) => t('componentsIndex.samples.cityCount', { count }),
        }}
        onValueChange={setText}
        onChoose={(id) => setText(cities.find((city) => city.id === id)?.label ?? text)}
        onRetry={() => undefined}
      />
    </div>
  )
}

const imagesUpTo1Mb: FileRule = {
  types: [
    { mimeType: 'image/png', extension: 'png' },
    { mimeType: 'image/jpeg', extension: 'jpg' },
  ],
  maxBytes: 1024 * 1024,
}

/** PNG or JPEG images up to 1 MB: taken ones show as previews, the others say why not. */
export function FileDropZoneSample() {
  const { t, i18n } = useTranslation()
  const [files, setFiles] = useState<File[]>([])
  const [errors, setErrors] = useState<string[]>([])
  const kilobytes = (bytes: number) =>
    numberFormat(i18n.language, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    }).format(Math.max(1, bytes / 1024))
  return (
    <div className="cea-components-index__stage">
      <FileDropZone
        label={t('componentsIndex.samples.imagesLabel')}
        caption={t('componentsIndex.samples.imagesCaption')}
        rule={imagesUpTo1Mb}
        files={files}
        errors={errors}
        texts={{
          prompt: t('componentsIndex.samples.imagesPrompt'),
          size: kilobytes,
          remove: (name) => t('componentsIndex.samples.removeFile', { name }),
        }}
        onAdd={(accepted, rejected) => {
          setFiles((taken) => [...taken, ...accepted])
          setErrors(
            rejected.map(({ file, reason }) =>
              t(`componentsIndex.samples.fileRejected.${reason}`, { name: file.name }),
            ),
          )
        }}
        onRemove={(index) => setFiles((taken) => taken.filter((_, at) => at !== index))}
      />
    </div>
  )
}
