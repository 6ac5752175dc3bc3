import { Button, FormControl, Select } from '@primer/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { TaskAssignee } from '../../api/types/todo'
import { todoAssigneesMachine } from '../../machines/todo/todoAssignees'

export interface TodoAssigneeFieldProps {
  assignee: TaskAssignee | null
  onChange: (assignee: TaskAssignee | null) => void
}

/**
 * The assignee picker: the users, loaded when the drawer opens; while they load or when they
 * could not be loaded the field says so, and a failure offers to try again.
 */
export function TodoAssigneeField({ assignee, onChange }: TodoAssigneeFieldProps) {
  const { t } = useTranslation()
  const people = useActorRef(todoAssigneesMachine)
  const assignees = useSelector(people, (snapshot) => snapshot.context.assignees)
  const state = useSelector(people, (snapshot) =>
    snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('error') ? 'error' : 'ready',
  )
  // The task's own assignee stays a choice even when they are not among the users.
  const choices: TaskAssignee[] =
    assignee && !assignees.some((person) => person.fullName === assignee.fullName)
      ? [assignee, ...assignees]
      : assignees

  return (
    <div className="cea-todo-editor__assignee">
      <FormControl>
        <FormControl.Label>{t('todo.editor.assignee')}</FormControl.Label>
        <Select
          block
          value={assignee?.fullName ?? ''}
          onChange={(event) =>
            onChange(choices.find((person) => person.fullName === event.target.value) ?? null)
          }
        >
          <Select.Option value="">{t('todo.editor.nobody')}</Select.Option>
          {choices.map((person) => (
            <Select.Option key={person.fullName} value={person.fullName}>
              {person.fullName}
            </Select.Option>
          ))}
        </Select>
        {state === 'ready' ? null : (
          <FormControl.Caption>
            {state === 'loading'
              ? t('todo.editor.assigneesLoading')
              : t('todo.editor.assigneesFailed')}
          </FormControl.Caption>
        )}
      </FormControl>
      {state === 'error' ? (
        <Button size="small" onClick={() => people.send({ type: 'retry' })}>
          {t('todo.editor.assigneesRetry')}
        </Button>
      ) : null}
    </div>
  )
}
