import { FilterIcon, PlusIcon, SearchIcon, SortAscIcon } from '@primer/octicons-react'
import { ActionList, ActionMenu, IconButton, TextInput } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { type TaskSort, taskSorts } from '../../api/types/todo'
import { TodoContext } from './todoContext'
import { sortText } from './todoWords'

const sortChoices: ReadonlyArray<TaskSort | ''> = ['', ...taskSorts]

/** The search box and the sort menu; on narrow screens a button opens the filters' drawer. */
export function TodoToolbar({ onOpenSidebar }: { onOpenSidebar?: () => void }) {
  const { t } = useTranslation()
  const actor = TodoContext.useActorRef()
  const searchText = TodoContext.useSelector((snapshot) => snapshot.context.searchText)
  const view = TodoContext.useSelector((snapshot) => snapshot.context.view)

  return (
    <div className="cea-todo-toolbar">
      {onOpenSidebar ? (
        <IconButton
          icon={FilterIcon}
          variant="invisible"
          aria-label={t('todo.sidebar.open')}
          onClick={onOpenSidebar}
        />
      ) : null}
      <TextInput
        className="cea-todo-toolbar__search"
        type="search"
        leadingVisual={SearchIcon}
        aria-label={t('todo.search.label')}
        placeholder={t('todo.search.placeholder')}
        value={searchText}
        onChange={(event) => actor.send({ type: 'search.type', text: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') actor.send({ type: 'search.submit' })
        }}
      />
      {onOpenSidebar ? (
        <IconButton
          icon={PlusIcon}
          variant="primary"
          aria-label={t('todo.sidebar.add')}
          onClick={() =>
            actor.send({
              type: 'editor.openNew',
              fields: view.tag ? { tags: [view.tag] } : undefined,
            })
          }
        />
      ) : null}
      <ActionMenu>
        <ActionMenu.Button leadingVisual={SortAscIcon} className="cea-todo-toolbar__sort">
          {t('todo.sort.label', { order: sortText(t, view.sortBy) })}
        </ActionMenu.Button>
        <ActionMenu.Overlay width="small">
          <ActionList selectionVariant="single">
            {sortChoices.map((sortBy) => (
              <ActionList.Item
                key={sortBy || 'manual'}
                selected={view.sortBy === sortBy}
                onSelect={() => actor.send({ type: 'view.changed', view: { ...view, sortBy } })}
              >
                {sortText(t, sortBy)}
              </ActionList.Item>
            ))}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
    </div>
  )
}
