import { EyeIcon, PencilIcon, TrashIcon } from '@primer/octicons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListMessage } from '../../../components/list-table/ListMessage'
import { ListTablePages } from '../../../components/list-table/ListTablePages'
import { RowActions } from '../../../components/list-table/RowActions'
import { pageLinkLabels } from '../../list/listTableLabels'

// A list's controls on their own: the page they choose or the action pressed shows in the card.

export function ListTablePagesSample() {
  const { t, i18n } = useTranslation()
  const [page, setPage] = useState(2)
  return (
    <ListTablePages
      page={page}
      pageCount={5}
      onPage={setPage}
      labels={{
        pagination: t('componentsIndex.samples.pagination'),
        ...pageLinkLabels(t, new Intl.NumberFormat(i18n.language)),
      }}
    />
  )
}

export function RowActionsSample() {
  const { t } = useTranslation()
  const [pressed, setPressed] = useState('')
  const action = (label: string, icon: typeof EyeIcon) => ({
    label,
    icon,
    onClick: () => setPressed(label),
  })
  return (
    <>
      <RowActions
        actions={[
          action(t('componentsIndex.samples.view'), EyeIcon),
          action(t('componentsIndex.samples.edit'), PencilIcon),
          action(t('componentsIndex.samples.remove'), TrashIcon),
        ]}
      />
      <span role="status">{pressed}</span>
    </>
  )
}

/** A failed load with Retry; Retry here shows the empty list's face. */
export function ListMessageSample() {
  const { t } = useTranslation()
  const [kind, setKind] = useState<'error' | 'empty'>('error')
  return (
    <ListMessage
      kind={kind}
      labels={{
        error: t('componentsIndex.samples.listError'),
        empty: t('componentsIndex.samples.listEmpty'),
        retry: t('componentsIndex.samples.retry'),
      }}
      onRetry={() => setKind('empty')}
    />
  )
}
