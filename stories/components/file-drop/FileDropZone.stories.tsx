import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { FileRule } from '../../../src/components/file-drop/fileChecks'
import { FilePreview } from '../../../src/components/file-drop/FilePreview'
import {
  FileDropZone,
  type FileDropZoneProps,
} from '../../../src/components/file-drop/FileDropZone'
import { componentDocs } from '../../support/componentStories'

const imagesUpTo1Mb: FileRule = {
  types: [
    { mimeType: 'image/png', extension: 'png' },
    { mimeType: 'image/jpeg', extension: 'jpg' },
  ],
  maxBytes: 1024 * 1024,
}

/** Keeps the files taken and words the ones kept out, as a screen would. */
function KeptFiles(props: FileDropZoneProps) {
  const [files, setFiles] = useState<File[]>([...props.files])
  const [errors, setErrors] = useState<string[]>([...props.errors])
  return (
    <FileDropZone
      {...props}
      files={files}
      errors={errors}
      onAdd={(accepted, rejected) => {
        setFiles((taken) => [...taken, ...accepted])
        setErrors(
          rejected.map(({ file, reason }) =>
            reason === 'type'
              ? `“${file.name}” is not a PNG or JPEG image.`
              : `“${file.name}” is larger than 1 MB.`,
          ),
        )
        props.onAdd(accepted, rejected)
      }}
      onRemove={(index) => {
        setFiles((taken) => taken.filter((_, at) => at !== index))
        props.onRemove(index)
      }}
    />
  )
}

const meta = {
  title: 'Components/FileDropZone',
  component: FileDropZone,
  // A taken file's preview (a thumbnail for images) with its remove button.
  subcomponents: { FilePreview },
  tags: ['autodocs'],
  parameters: componentDocs(
    'A file input that is also a drop target: drag files onto it, or focus it and press Enter or Space (or click anywhere on it) to choose them. Each file is checked against `rule` — its type (by MIME type, or extension when the browser gives none) and its size — before it is taken; taken files show as previews (a thumbnail for images) with a remove button, and the screen words the kept-out ones and passes them back as `errors`, which the input is described by. Say what the zone takes in its caption, so nobody learns the rule from an error.',
  ),
  args: {
    label: 'Photos',
    caption: 'PNG or JPEG, up to 1 MB each.',
    rule: imagesUpTo1Mb,
    files: [],
    errors: [],
    texts: {
      prompt: 'Drop photos here or click to choose them',
      size: (bytes) => `${Math.ceil(bytes / 1024)} KB`,
      remove: (name) => `Remove ${name}`,
    },
    onAdd: fn(),
    onRemove: fn(),
  },
  render: (args) => <KeptFiles {...args} />,
} satisfies Meta<typeof FileDropZone>

export default meta
type Story = StoryObj<typeof meta>

export const TakesAndRemoves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Photos')
    await expect(input).toHaveAccessibleDescription('PNG or JPEG, up to 1 MB each.')
    const photo = new File([new Uint8Array(2048)], 'beach.jpg', { type: 'image/jpeg' })
    await userEvent.upload(input, photo)
    await expect(args.onAdd).toHaveBeenCalledWith([photo], [])
    await expect(canvas.getByText('2 KB')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove beach.jpg' }))
    await expect(canvas.queryByText('beach.jpg')).toBeNull()
  },
}

export const RejectedFiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Photos')
    const large = new File([new Uint8Array(2 * 1024 * 1024)], 'poster.png', {
      type: 'image/png',
    })
    const document = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })
    await userEvent.upload(input, [large, document], { applyAccept: false })
    await expect(canvas.getByText('“poster.png” is larger than 1 MB.')).toBeVisible()
    await expect(canvas.getByText('“notes.pdf” is not a PNG or JPEG image.')).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Photos')).toBeDisabled()
  },
}
