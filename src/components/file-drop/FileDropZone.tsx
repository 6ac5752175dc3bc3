import { AlertFillIcon, UploadIcon } from '@primer/octicons-react'
import { type DragEvent, useId, useState } from 'react'
import { acceptOf, checkFiles, type FileRejection, type FileRule } from './fileChecks'
import { FilePreview } from './FilePreview'
import './fileDropZone.css'

/** The words a drop zone says; every one translated by the screen. */
export interface FileDropZoneTexts {
  /** The zone's call to action, e.g. `Drop files here or choose them`. */
  prompt: string
  /** A file's size in words. */
  size: (bytes: number) => string
  remove: (name: string) => string
}

export interface FileDropZoneProps {
  label: string
  /** What the zone takes (types, largest size) in words; the input is described by it. */
  caption: string
  rule: FileRule
  /** The files taken so far, shown as previews. */
  files: readonly File[]
  /** Why files were kept out, in words (one line each), or a required-field message. */
  errors: readonly string[]
  disabled?: boolean
  texts: FileDropZoneTexts
  /** Files were chosen or dropped: those the rule takes and those it keeps out, with why. */
  onAdd: (accepted: File[], rejected: FileRejection[]) => void
  onRemove: (index: number) => void
}

/**
 * A file input that is also a drop target: drag files onto it, or focus it and press Enter or
 * Space to choose them. Each file is checked against `rule` (type, size) before it is taken;
 * taken files show as previews with a remove button, kept-out ones through `errors`, which the
 * input is described by.
 */
export function FileDropZone({
  label,
  caption,
  rule,
  files,
  errors,
  disabled = false,
  texts,
  onAdd,
  onRemove,
}: FileDropZoneProps) {
  const id = useId()
  const [isOver, setOver] = useState(false)
  const add = (list: FileList | null) => {
    if (!list || list.length === 0) return
    const { accepted, rejected } = checkFiles([...list], rule)
    onAdd(accepted, rejected)
  }
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return
    event.preventDefault()
    setOver(true)
  }
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setOver(false)
    if (!disabled) add(event.dataTransfer.files)
  }
  const describedBy = [`${id}-caption`, errors.length > 0 ? `${id}-errors` : null]
  return (
    <div className="cea-file-drop">
      <span className="cea-file-drop__label" id={`${id}-label`}>
        {label}
      </span>
      <div
        className={`cea-file-drop__zone${isOver ? ' cea-file-drop__zone--over' : ''}${disabled ? ' cea-file-drop__zone--disabled' : ''}`}
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <input
          id={id}
          type="file"
          multiple
          accept={acceptOf(rule)}
          disabled={disabled}
          className="cea-file-drop__input"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy.filter(Boolean).join(' ')}
          aria-invalid={errors.length > 0 ? true : undefined}
          onChange={(event) => {
            add(event.target.files)
            event.target.value = ''
          }}
        />
        <label htmlFor={id} className="cea-file-drop__prompt">
          <UploadIcon size={24} aria-hidden="true" />
          <span>{texts.prompt}</span>
        </label>
        <span id={`${id}-caption`} className="cea-file-drop__caption">
          {caption}
        </span>
      </div>
      {errors.length > 0 ? (
        <ul id={`${id}-errors`} className="cea-file-drop__errors">
          {errors.map((error) => (
            <li key={error}>
              <AlertFillIcon size={12} aria-hidden="true" />
              {error}
            </li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <ul className="cea-file-drop__previews" aria-label={label}>
          {files.map((file, index) => (
            <FilePreview
              key={`${file.name}-${file.size}-${file.lastModified}`}
              file={file}
              size={texts.size(file.size)}
              removeLabel={texts.remove(file.name)}
              disabled={disabled}
              onRemove={() => onRemove(index)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  )
}
