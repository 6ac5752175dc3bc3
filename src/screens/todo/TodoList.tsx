import { closestCenter, DndContext } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { restrictToVerticalAxis } from './todoModifiers'
import { InfoIcon } from '@primer/octicons-react'
import { Button, ConfirmationDialog, Flash, Spinner, Text } from '@primer/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Task } from '../../api/types/todo'
import { isManualOrder } from '../../machines/todo/todoView'
import { TodoContext } from './todoContext'
import { TodoRow } from './TodoRow'
import { failureText, todayKey } from './todoWords'
import { useTodoDnd } from './useTodoDnd'

/**
 * The list in its states: loading, failed (with retry), empty for its filter, or the tasks;
 * due dates read against `now` (the clock unless a story pins the day).
 */
export function TodoList({ now }: { now?: Date }) {
  const { t } = useTranslation()
  const actor = TodoContext.useActorRef()
  const tasks = TodoContext.useSelector((snapshot) => snapshot.context.tasks)
  const view = TodoContext.useSelector((snapshot) => snapshot.context.view)
  const listFailure = TodoContext.useSelector((snapshot) => snapshot.context.listFailure)
  const state = TodoContext.useSelector((snapshot) =>
    snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('error') ? 'error' : 'shown',
  )
  const isRefreshing = TodoContext.useSelector((snapshot) => snapshot.hasTag('refreshing'))
  const [confirming, setConfirming] = useState<Task | null>(null)
  const dnd = useTodoDnd(tasks)
  const isSorted = !isManualOrder(view)
  const isSortable = !isSorted && view.filter !== 'deleted' && tasks.length > 1
  const today = todayKey(now)

  if (state === 'loading')
    return (
      <div className="cea-todo-state" aria-busy="true">
        <Spinner size="small" srText={null} />
        <Text>{t('todo.list.loading')}</Text>
      </div>
    )

  if (state === 'error')
    return (
      <div className="cea-todo-state">
        <Flash variant="danger" role="alert">
          {failureText(t, listFailure)}
        </Flash>
        <Button onClick={() => actor.send({ type: 'list.retry' })}>{t('todo.list.retry')}</Button>
      </div>
    )

  return (
    <div className="cea-todo-list" aria-busy={isRefreshing || undefined}>
      {isSorted && tasks.length > 0 ? (
        <p className="cea-todo-list__note">
          <InfoIcon size={16} aria-hidden="true" />
          {t('todo.sort.note')}
        </p>
      ) : null}
      {tasks.length === 0 ? (
        <p className="cea-todo-state">
          {view.q ? t('todo.empty.search') : t(`todo.empty.${view.filter}`)}
        </p>
      ) : (
        <DndContext
          sensors={dnd.sensors}
          collisionDetection={closestCenter}
          modifiers={[restrictToVerticalAxis]}
          accessibility={dnd.accessibility}
          onDragEnd={dnd.onDragEnd}
        >
          <SortableContext
            items={tasks.map((task) => task.id)}
            strategy={verticalListSortingStrategy}
            disabled={!isSortable}
          >
            <ul className="cea-todo-list__rows" aria-label={t('todo.list.label')}>
              {tasks.map((task) => (
                <TodoRow
                  key={task.id}
                  task={task}
                  isSortable={isSortable}
                  today={today}
                  onDeleteForGood={setConfirming}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {confirming ? (
        <ConfirmationDialog
          title={t('todo.confirm.title')}
          confirmButtonContent={t('todo.confirm.confirm')}
          confirmButtonType="danger"
          cancelButtonContent={t('todo.confirm.cancel')}
          onClose={(gesture) => {
            if (gesture === 'confirm') actor.send({ type: 'task.deleteForGood', id: confirming.id })
            setConfirming(null)
          }}
        >
          {t('todo.confirm.body', { title: confirming.title })}
        </ConfirmationDialog>
      ) : null}
    </div>
  )
}
