import {
  CheckCircleIcon,
  type Icon,
  PlusIcon,
  StarIcon,
  TasklistIcon,
  TrashIcon,
} from '@primer/octicons-react'
import { Button, CounterLabel, NavList, VisuallyHidden } from '@primer/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { taskTags } from '../../api/types/todo'
import { type TodoFilter, todoFilters, viewHref } from '../../machines/todo/todoView'
import { TodoContext } from './todoContext'
import { tagText } from './todoWords'

const filterIcons: Record<TodoFilter, Icon> = {
  all: TasklistIcon,
  important: StarIcon,
  completed: CheckCircleIcon,
  deleted: TrashIcon,
}

/**
 * Add task, the filters with their counts and the tags with their colours. A filter and a tag
 * combine as the URL does (`?filter=important&tag=high`): a filter's link keeps the tag, a tag's
 * link keeps the filter, and the current tag's link takes it off. The filter's entry is the page
 * (`aria-current="page"`), the tag's is the chosen one of its group (`aria-current="true"`).
 */
export function TodoSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation()
  const actor = TodoContext.useActorRef()
  const counts = TodoContext.useSelector((snapshot) => snapshot.context.counts)
  const view = TodoContext.useSelector((snapshot) => snapshot.context.view)

  const entry = (
    key: string,
    href: string,
    current: 'page' | 'true' | undefined,
    name: string,
    visual: ReactNode,
    count: number,
  ) => (
    <NavList.Item
      key={key}
      as={RouterLink}
      to={{ search: href }}
      aria-current={current}
      onClick={onNavigate}
    >
      <NavList.LeadingVisual>{visual}</NavList.LeadingVisual>
      {name}
      <NavList.TrailingVisual>
        <span aria-hidden="true">
          {' '}
          <CounterLabel>{count}</CounterLabel>
        </span>
        <VisuallyHidden>{t('todo.sidebar.count', { count })}</VisuallyHidden>
      </NavList.TrailingVisual>
    </NavList.Item>
  )

  return (
    <div className="cea-todo-sidebar">
      <Button
        variant="primary"
        block
        leadingVisual={PlusIcon}
        onClick={() => {
          onNavigate?.()
          actor.send({
            type: 'editor.openNew',
            fields: view.tag ? { tags: [view.tag] } : undefined,
          })
        }}
      >
        {t('todo.sidebar.add')}
      </Button>
      <NavList>
        <NavList.Heading as="h2" visuallyHidden>
          {t('todo.sidebar.label')}
        </NavList.Heading>
        <NavList.Group title={t('todo.sidebar.filters')}>
          {todoFilters.map((filter) => {
            const FilterIcon = filterIcons[filter]
            return entry(
              filter,
              viewHref({ ...view, filter }),
              view.filter === filter ? 'page' : undefined,
              t(`todo.filter.${filter}`),
              <FilterIcon />,
              counts[filter],
            )
          })}
        </NavList.Group>
        <NavList.Group title={t('todo.sidebar.tags')}>
          {taskTags.map((tag) =>
            entry(
              tag,
              viewHref({ ...view, tag: view.tag === tag ? '' : tag }),
              view.tag === tag ? 'true' : undefined,
              tagText(t, tag),
              <span className="cea-todo-dot" data-tag={tag} aria-hidden />,
              counts.tags[tag],
            ),
          )}
        </NavList.Group>
      </NavList>
    </div>
  )
}
