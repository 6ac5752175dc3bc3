import { FileIcon, XIcon } from '@primer/octicons-react'
import { IconButton } from '@primer/react'
import { useEffect, useState } from 'react'

export interface FilePreviewProps {
  file: File
  /** The file's size in words, e.g. `1.2 MB`. */
  size: string
  /** The remove button's name, e.g. `Remove photo.png`. */
  removeLabel: string
  disabled?: boolean
  onRemove: () => void
}

/** One chosen file: a thumbnail when it is an image (a file icon otherwise), its name and size. */
export function FilePreview({ file, size, removeLabel, disabled, onRemove }: FilePreviewProps) {
  const [url, setUrl] = useState<string | null>(null)
  const isImage = file.type.startsWith('image/')
  // Read as a data URL: nothing to revoke when the preview goes.
  useEffect(() => {
    if (!isImage) return undefined
    const reader = new FileReader()
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null)
    reader.readAsDataURL(file)
    return () => reader.abort()
  }, [file, isImage])
  return (
    <li className="cea-file-drop__preview">
      {isImage && url ? (
        <img src={url} alt={file.name} className="cea-file-drop__thumbnail" />
      ) : (
        <span className="cea-file-drop__thumbnail cea-file-drop__thumbnail--icon">
          <FileIcon size={24} aria-hidden="true" />
        </span>
      )}
      <span className="cea-file-drop__file">
        <span className="cea-file-drop__name">{file.name}</span>
        <span className="cea-file-drop__size">{size}</span>
      </span>
      <IconButton
        icon={XIcon}
        aria-label={removeLabel}
        variant="invisible"
        size="small"
        disabled={disabled}
        onClick={onRemove}
      />
    </li>
  )
}
