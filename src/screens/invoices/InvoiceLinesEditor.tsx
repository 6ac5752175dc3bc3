import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from '@primer/octicons-react'
import { Button, Flash, IconButton, TextInput } from '@primer/react'
import { useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { lineFigures } from '../../api/invoiceFigures'
import {
  figureLineOf,
  type LineField,
  lineErrorKey,
} from '../../machines/invoices/invoiceEditorRules'
import { EditorField } from './InvoiceEditorFields'
import { InvoiceEditorContext } from './invoiceEditorContext'
import { problemText } from './invoiceEditorText'
import { formatMoney } from './invoiceFormat'

const numberFields: ReadonlyArray<{ field: LineField; labelKey: string }> = [
  { field: 'cost', labelKey: 'invoices.editor.cost' },
  { field: 'quantity', labelKey: 'invoices.editor.quantity' },
  { field: 'discount', labelKey: 'invoices.editor.discount' },
  { field: 'taxRate', labelKey: 'invoices.editor.taxRate' },
]

/** The lines: each one's fields and total, Move up / Move down / Remove, and Add line. */
export function InvoiceLinesEditor() {
  const { t, i18n } = useTranslation()
  const actor = InvoiceEditorContext.useActorRef()
  const lines = InvoiceEditorContext.useSelector((snapshot) => snapshot.context.fields.lines)
  const currency = InvoiceEditorContext.useSelector((snapshot) => snapshot.context.fields.currency)
  const errors = InvoiceEditorContext.useSelector((snapshot) => snapshot.context.errors)
  const listProblem = problemText(t, errors.lines)
  // A moved line's button keeps the focus (the other one when it reached an end), so the
  // keyboard can go on moving it.
  const list = useRef<HTMLOListElement>(null)
  const moved = useRef<{ key: string; by: -1 | 1 } | null>(null)
  useLayoutEffect(() => {
    const move = moved.current
    if (!move || !list.current) return
    moved.current = null
    const buttons = ['up', 'down'].map((way) =>
      list.current?.querySelector<HTMLButtonElement>(
        `[data-line="${move.key}"][data-move="${way}"]`,
      ),
    )
    const [wanted, other] = move.by === -1 ? buttons : [...buttons].reverse()
    ;(wanted && !wanted.disabled ? wanted : other)?.focus()
  }, [lines])
  const move = (key: string, by: -1 | 1) => {
    moved.current = { key, by }
    actor.send({ type: 'line.move', key, by })
  }

  return (
    <section className="cea-invoice-editor__lines" aria-label={t('invoices.editor.lines')}>
      <h2 className="cea-invoice-editor__subtitle">{t('invoices.editor.lines')}</h2>
      {listProblem ? (
        <Flash variant="danger" role="alert">
          {listProblem}
        </Flash>
      ) : null}
      <ol ref={list} className="cea-invoice-editor__line-list">
        {lines.map((line, index) => {
          const n = index + 1
          const change = (field: LineField, value: string) =>
            actor.send({ type: 'line.change', key: line.key, fields: { [field]: value } })
          const problem = (field: LineField) => errors[lineErrorKey(line.key, field)]
          return (
            <li key={line.key} className="cea-invoice-editor__line">
              <fieldset className="cea-invoice-editor__group">
                <legend>{t('invoices.editor.line', { n })}</legend>
                <div className="cea-invoice-editor__line-grid">
                  <EditorField
                    label={t('invoices.editor.item')}
                    problem={problem('item')}
                    isRequired
                    className="cea-invoice-editor__wide"
                  >
                    {(control) => (
                      <>
                        <TextInput
                          {...control}
                          block
                          value={line.item}
                          validationStatus={problem('item') ? 'error' : undefined}
                          onChange={(event) => change('item', event.target.value)}
                        />
                      </>
                    )}
                  </EditorField>
                  <EditorField
                    label={t('invoices.editor.description')}
                    problem={problem('description')}
                    className="cea-invoice-editor__wide"
                  >
                    {(control) => (
                      <>
                        <TextInput
                          {...control}
                          block
                          value={line.description}
                          validationStatus={problem('description') ? 'error' : undefined}
                          onChange={(event) => change('description', event.target.value)}
                        />
                      </>
                    )}
                  </EditorField>
                  {numberFields.map(({ field, labelKey }) => (
                    <EditorField
                      key={field}
                      label={t(labelKey)}
                      problem={problem(field)}
                      isRequired={field === 'cost' || field === 'quantity'}
                    >
                      {(control) => (
                        <>
                          <TextInput
                            {...control}
                            block
                            inputMode="decimal"
                            value={line[field]}
                            validationStatus={problem(field) ? 'error' : undefined}
                            onChange={(event) => change(field, event.target.value)}
                          />
                        </>
                      )}
                    </EditorField>
                  ))}
                </div>
                <div className="cea-invoice-editor__line-foot">
                  <span>
                    {t('invoices.editor.lineTotal')}{' '}
                    <strong>
                      {formatMoney(i18n.language, currency, lineFigures(figureLineOf(line)).total)}
                    </strong>
                  </span>
                  <span className="cea-invoice-editor__line-buttons">
                    <IconButton
                      icon={ArrowUpIcon}
                      aria-label={t('invoices.editor.moveUp', { n })}
                      data-line={line.key}
                      data-move="up"
                      disabled={index === 0}
                      onClick={() => move(line.key, -1)}
                    />
                    <IconButton
                      icon={ArrowDownIcon}
                      aria-label={t('invoices.editor.moveDown', { n })}
                      data-line={line.key}
                      data-move="down"
                      disabled={index === lines.length - 1}
                      onClick={() => move(line.key, 1)}
                    />
                    <IconButton
                      icon={TrashIcon}
                      variant="danger"
                      aria-label={t('invoices.editor.removeLine', { n })}
                      onClick={() => actor.send({ type: 'line.remove', key: line.key })}
                    />
                  </span>
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <Button leadingVisual={PlusIcon} onClick={() => actor.send({ type: 'line.add' })}>
        {t('invoices.editor.addLine')}
      </Button>
    </section>
  )
}
