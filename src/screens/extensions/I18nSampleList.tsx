import { Fragment } from 'react'

export interface SampleRow {
  /** What the sample is, e.g. "Percent". */
  term: string
  /** The sample as Intl or i18next writes it in the UI's language. */
  value: string
}

/** Samples as terms and their values. */
export function I18nSampleList({ rows }: { rows: readonly SampleRow[] }) {
  return (
    <dl className="cea-i18n-samples">
      {rows.map(({ term, value }) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
