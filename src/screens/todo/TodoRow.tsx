import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { AlertIcon, GrabberIcon, StarFillIcon, StarIcon, TrashIcon } from '@primer/octicons-react'
import { Button, Checkbox, IconButton, Label, VisuallyHidden } from '@primer/react'
import { useTranslation } from 'react-i18next'
import type { Task } from '../../api/types/todo'
import { UserAvatar } from '../../components/navbar/UserAvatar'
import { isOverdue } from '../../machines/todo/todoList'
import { TodoContext } from './todoContext'
import { formatDueDate, tagColours, tagText } from './todoWords'

export interface TodoRowProps {
  task: Task
  /** Manual order: the row has a drag handle. */
  isSortable: boolean
  /** The viewer's day, YYYY-MM-DD: what the due date is compared with. */
  today: string
  onDeleteForGood: (task: Task) => void
}

/** One task: complete, title (opens the drawer), tags, assignee, due date, star, delete; or Restore for a deleted one. */
export function TodoRow({ task, isSortable, today, onDeleteForGood }: TodoRowProps) {
  const { t, i18n } = useTranslation()
  const actor = TodoContext.useActorRef()
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: task.id, disabled: !isSortable })
  const style = { transform: CSS.Translate.toString(transform), transition }
  const isPastDue = isOverdue(task, today)
  const date = formatDueDate(task.dueDate, i18n.language, today)
  const { title } = task

  return (
    <li
      ref={setNodeRef}
      style={style}
      className="cea-todo-row"
      data-completed={task.isCompleted}
      data-dragging={isDragging}
    >
      {isSortable ? (
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          icon={GrabberIcon}
          variant="invisible"
          size="small"
          className="cea-todo-row__handle"
          aria-label={t('todo.list.move', { title })}
        />
      ) : null}
      {task.isDeleted ? null : (
        <Checkbox
          checked={task.isCompleted}
          aria-label={t('todo.list.complete', { title })}
          onChange={() => actor.send({ type: 'task.toggleCompleted', id: task.id })}
        />
      )}
      <div className="cea-todo-row__body">
        {task.isDeleted ? (
          <span className="cea-todo-row__title">{title}</span>
        ) : (
          <button
            type="button"
            className="cea-todo-row__title"
            aria-label={t('todo.list.open', { title })}
            onClick={() => actor.send({ type: 'editor.open', id: task.id })}
          >
            {title}
          </button>
        )}
        <div className="cea-todo-row__meta">
          {task.tags.map((tag) => (
            <Label key={tag} variant={tagColours[tag]}>
              {tagText(t, tag)}
            </Label>
          ))}
          <span className="cea-todo-row__due" data-overdue={isPastDue}>
            {isPastDue ? <AlertIcon size={12} aria-hidden="true" /> : null}
            <time dateTime={task.dueDate}>
              {isPastDue ? t('todo.list.overdue', { date }) : t('todo.list.due', { date })}
            </time>
          </span>
          {task.assignee ? (
            <span className="cea-todo-row__assignee" title={task.assignee.fullName}>
              <UserAvatar
                name={task.assignee.fullName}
                src={task.assignee.avatar}
                size={20}
                loading="lazy"
              />
              <VisuallyHidden>
                {t('todo.list.assignedTo', { name: task.assignee.fullName })}
              </VisuallyHidden>
            </span>
          ) : null}
        </div>
      </div>
      {task.isDeleted ? (
        <div className="cea-todo-row__actions">
          <Button
            size="small"
            aria-label={t('todo.list.restoreTask', { title })}
            onClick={() => actor.send({ type: 'task.restore', id: task.id })}
          >
            {t('todo.list.restore')}
          </Button>
          <Button
            size="small"
            variant="danger"
            aria-label={t('todo.list.deleteForGoodTask', { title })}
            onClick={() => onDeleteForGood(task)}
          >
            {t('todo.list.deleteForGood')}
          </Button>
        </div>
      ) : (
        <div className="cea-todo-row__actions">
          <IconButton
            icon={task.isImportant ? StarFillIcon : StarIcon}
            variant="invisible"
            size="small"
            className="cea-todo-row__star"
            data-important={task.isImportant}
            aria-pressed={task.isImportant}
            aria-label={t('todo.list.important', { title })}
            onClick={() => actor.send({ type: 'task.toggleImportant', id: task.id })}
          />
          <IconButton
            icon={TrashIcon}
            variant="invisible"
            size="small"
            aria-label={t('todo.list.delete', { title })}
            onClick={() => actor.send({ type: 'task.delete', id: task.id })}
          />
        </div>
      )}
    </li>
  )
}
