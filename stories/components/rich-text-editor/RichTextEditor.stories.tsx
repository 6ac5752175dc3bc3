import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { typeRichText } from '../../support/typeRichText'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import {
  RichTextEditor,
  type RichTextEditorLabels,
  type RichTextEditorProps,
} from '../../../src/components/rich-text-editor/RichTextEditor'
import { RichTextToolbar } from '../../../src/components/rich-text-editor/RichTextToolbar'
import { LinkDialog } from '../../../src/components/rich-text-editor/LinkDialog'

const labels: RichTextEditorLabels = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  strike: 'Strikethrough',
  code: 'Code',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  quote: 'Quote',
  link: 'Link',
  undo: 'Undo',
  redo: 'Redo',
  heading: 'Heading',
  subheading: 'Subheading',
  linkDialog: {
    title: 'Link',
    url: 'Web or email address',
    close: 'Close',
    hint: 'For example example.com or mailto:name@example.com.',
    invalid: 'Enter a web address (https://…) or an email address (mailto:…).',
    apply: 'Apply',
    remove: 'Remove link',
    cancel: 'Cancel',
  },
}

/** The editor with a visible label, holding its value as a form would. */
function LabelledEditor(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value)
  return (
    <div style={{ padding: 16, maxWidth: 640 }}>
      <span id={props.labelledBy} style={{ fontWeight: 600 }}>
        Message
      </span>
      <RichTextEditor
        {...props}
        value={value}
        onChange={(html) => {
          setValue(html)
          props.onChange(html)
        }}
      />
    </div>
  )
}

const meta = {
  title: 'Components/RichTextEditor',
  component: RichTextEditor,
  tags: ['autodocs'],
  subcomponents: { RichTextToolbar, LinkDialog },
  parameters: {
    docs: {
      description: {
        component:
          "A small rich-text editor (bold, italic, strike, code, lists, quotes, links, undo and redo) whose value is HTML; whatever it is given goes through the editor's schema, so nothing active survives.\n\n**Use it** for messages, descriptions and posts. **Do** name it by a visible label (`labelledBy`) and pass its toolbar's labels from i18next. **Don't** show its value with `dangerouslySetInnerHTML`: use `SafeHtml`. Its toolbar and link dialog are parts (props below).",
      },
    },
  },
  args: { value: '', labelledBy: 'message-label', labels, onChange: fn() },
  render: (args) => <LabelledEditor {...args} />,
} satisfies Meta<typeof RichTextEditor>

export default meta
type Story = StoryObj<typeof meta>

const messageBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Message' })
const toolbarOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('toolbar', { name: 'Formatting' }))

const isOff = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true'

/** Clicks a toolbar button until it turns off (all of the undo history, however it was grouped). */
async function clickUntilOff(button: HTMLElement) {
  for (let clicks = 0; clicks < 30 && !isOff(button); clicks += 1) await userEvent.click(button)
  await expect(button).toHaveAttribute('aria-disabled', 'true')
}

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const message = messageBox(canvasElement)
    await expect(message.textContent).toBe('')
    await expect(toolbarOf(canvasElement).getByRole('button', { name: 'Undo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await typeRichText(message, 'First line')
    // The editor reads typing from the DOM a moment later.
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>First line</p>'))
    // Emptied, the value is '' (not an empty paragraph).
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}')
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(''))
    await expect(message.textContent).toBe('')
  },
}

/** Undo and Redo from the toolbar step through what was typed. */
export const UndoAndRedo: Story = {
  play: async ({ canvasElement, args }) => {
    const message = messageBox(canvasElement)
    const toolbar = toolbarOf(canvasElement)
    const undo = toolbar.getByRole('button', { name: 'Undo' })
    const redo = toolbar.getByRole('button', { name: 'Redo' })
    await typeRichText(message, 'Draft text')
    await waitFor(() => expect(message).toHaveTextContent('Draft text'))
    await expect(redo).toHaveAttribute('aria-disabled', 'true')
    await clickUntilOff(undo)
    await expect(message.textContent).toBe('')
    await expect(args.onChange).toHaveBeenLastCalledWith('')
    await clickUntilOff(redo)
    await expect(message).toHaveTextContent('Draft text')
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Draft text</p>')
  },
}

export const Formatted: Story = {
  args: {
    value:
      '<p>Plan for <strong>Thursday</strong>, <em>quietly</em>:</p><ol><li><p>Ten percent</p></li><li><p>Everyone</p></li></ol><blockquote><p>Ship small.</p></blockquote><p>Details on <a href="https://status.example.com">the status page</a>.</p>',
  },
  play: async ({ canvasElement }) => {
    const message = within(messageBox(canvasElement))
    await expect(message.getByText('Thursday').tagName).toBe('STRONG')
    await expect(message.getAllByRole('listitem')).toHaveLength(2)
    await expect(message.getByRole('link', { name: 'the status page' })).toHaveAttribute(
      'href',
      'https://status.example.com',
    )
    // The toolbar says what applies where the cursor is.
    await userEvent.click(message.getByText('Thursday'))
    const toolbar = toolbarOf(canvasElement)
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(message.getByText('Ten percent'))
    await expect(toolbar.getByRole('button', { name: 'Numbered list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  },
}

/**
 * An article's editor (`headingLevels`): sections and subsections. A text written with h4 and h5
 * keeps its headings, moved up to h2 and h3; a paragraph becomes a heading from the toolbar.
 */
export const WithHeadings: Story = {
  args: {
    headingLevels: [2, 3],
    value: '<h4>What went in</h4><p>Three shirts.</p><h5>Shoes</h5><p>Real grip.</p>',
  },
  play: async ({ canvasElement, args }) => {
    const message = within(messageBox(canvasElement))
    await expect(message.getByRole('heading', { level: 2, name: 'What went in' })).toBeVisible()
    await expect(message.getByRole('heading', { level: 3, name: 'Shoes' })).toBeVisible()
    const toolbar = toolbarOf(canvasElement)
    await userEvent.click(message.getByText('What went in'))
    await expect(toolbar.getByRole('button', { name: 'Heading' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(message.getByText('Real grip.'))
    await userEvent.click(toolbar.getByRole('button', { name: 'Subheading' }))
    await expect(message.getByRole('heading', { level: 3, name: 'Real grip.' })).toBeVisible()
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<h2>What went in</h2><p>Three shirts.</p><h3>Shoes</h3><h3>Real grip.</h3>',
      ),
    )
  },
}

/** HTML from anywhere goes through the editor's schema: nothing active survives. */
export const HostileContent: Story = {
  args: {
    value:
      '<p>Hello<img src="x" onerror="window.__rteHacked = true"><script>window.__rteHacked = true</script></p><p><a href="javascript:window.__rteHacked = true">click</a></p><iframe src="about:blank"></iframe><svg><a href="javascript:alert(1)"><text>svg</text></a></svg>',
  },
  play: async ({ canvasElement }) => {
    const message = messageBox(canvasElement)
    await expect(message).toHaveTextContent('Hello')
    await expect(
      message.querySelectorAll('script, img, iframe, svg, [onerror], a[href^="javascript"]'),
    ).toHaveLength(0)
    await expect(within(message).queryByRole('link')).toBeNull()
    await expect((window as Window & { __rteHacked?: boolean }).__rteHacked).toBeUndefined()
  },
}

export const Disabled: Story = {
  args: { value: '<p>Sending…</p>', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(messageBox(canvasElement)).toHaveAttribute('contenteditable', 'false')
    await expect(toolbarOf(canvasElement).getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}
