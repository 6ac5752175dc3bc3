import { Checkbox, CheckboxGroup, FormControl, Select, Textarea, TextInput } from '@primer/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { type TaskAssignee, taskTags } from '../../api/types/todo'
import { todoAssigneesMachine } from '../../machines/todo/todoAssignees'
import type { todoEditorMachine } from '../../machines/todo/todoEditorMachine'
import type { TaskField, TaskFields } from '../../machines/todo/todoEditorRules'
import { TodoContext } from './todoContext'
import { fieldErrorText, tagText } from './todoWords'

/** A stored description (HTML of the rich editor) as the plain text the box edits. */
function plainText(html: string): string {
  if (!html.includes('<')) return html
  const withBreaks = html.replace(/<\/p>\s*<p>/g, '</p>\n\n<p>').replace(/<br\s*\/?>/g, '\n')
  return new DOMParser().parseFromString(withBreaks, 'text/html').body.textContent ?? ''
}

/** The drawer's fields, each with its message under it. */
export function TodoEditorFields({ editor }: { editor: ActorRefFrom<typeof todoEditorMachine> }) {
  const { t } = useTranslation()
  const actor = TodoContext.useActorRef()
  const fields = useSelector(editor, (snapshot) => snapshot.context.fields)
  const errors = useSelector(editor, (snapshot) => snapshot.context.errors)
  const people = useActorRef(todoAssigneesMachine)
  const assignees = useSelector(people, (snapshot) => snapshot.context.assignees)
  const peopleState = useSelector(people, (snapshot) =>
    snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('error') ? 'error' : 'ready',
  )
  const change = (changed: Partial<TaskFields>) =>
    actor.send({ type: 'editor.change', fields: changed })
  const errorOf = (field: TaskField) => fieldErrorText(t, field, errors[field])
  const message = (field: TaskField) => {
    const text = errorOf(field)
    return text ? <FormControl.Validation variant="error">{text}</FormControl.Validation> : null
  }
  // The task's own assignee stays a choice even when they are not among the users.
  const choices: TaskAssignee[] =
    fields.assignee && !assignees.some((person) => person.fullName === fields.assignee?.fullName)
      ? [fields.assignee, ...assignees]
      : assignees

  return (
    <>
      <FormControl required>
        <FormControl.Label>{t('todo.editor.title')}</FormControl.Label>
        <TextInput
          block
          value={fields.title}
          validationStatus={errorOf('title') ? 'error' : undefined}
          onChange={(event) => change({ title: event.target.value })}
        />
        {message('title')}
      </FormControl>
      <FormControl>
        <FormControl.Label>{t('todo.editor.assignee')}</FormControl.Label>
        <Select
          block
          value={fields.assignee?.fullName ?? ''}
          onChange={(event) =>
            change({
              assignee: choices.find((person) => person.fullName === event.target.value) ?? null,
            })
          }
        >
          <Select.Option value="">{t('todo.editor.nobody')}</Select.Option>
          {choices.map((person) => (
            <Select.Option key={person.fullName} value={person.fullName}>
              {person.fullName}
            </Select.Option>
          ))}
        </Select>
        {peopleState === 'ready' ? null : (
          <FormControl.Caption>
            {peopleState === 'loading'
              ? t('todo.editor.assigneesLoading')
              : t('todo.editor.assigneesFailed')}
          </FormControl.Caption>
        )}
      </FormControl>
      <FormControl required>
        <FormControl.Label>{t('todo.editor.dueDate')}</FormControl.Label>
        <TextInput
          type="date"
          block
          value={fields.dueDate}
          validationStatus={errorOf('dueDate') ? 'error' : undefined}
          onChange={(event) => change({ dueDate: event.target.value })}
        />
        {message('dueDate')}
      </FormControl>
      <CheckboxGroup>
        <CheckboxGroup.Label>{t('todo.editor.tags')}</CheckboxGroup.Label>
        {taskTags.map((tag) => (
          <FormControl key={tag}>
            <Checkbox
              value={tag}
              checked={fields.tags.includes(tag)}
              onChange={(event) =>
                change({
                  tags: event.target.checked
                    ? [...fields.tags, tag]
                    : fields.tags.filter((each) => each !== tag),
                })
              }
            />
            <FormControl.Label>{tagText(t, tag)}</FormControl.Label>
          </FormControl>
        ))}
        {errorOf('tags') ? (
          <CheckboxGroup.Validation variant="error">{errorOf('tags')}</CheckboxGroup.Validation>
        ) : null}
      </CheckboxGroup>
      <FormControl>
        <FormControl.Label>{t('todo.editor.description')}</FormControl.Label>
        <Textarea
          block
          rows={4}
          value={plainText(fields.description)}
          onChange={(event) => change({ description: event.target.value })}
        />
        {message('description')}
      </FormControl>
      <FormControl>
        <Checkbox
          checked={fields.isImportant}
          onChange={(event) => change({ isImportant: event.target.checked })}
        />
        <FormControl.Label>{t('todo.editor.isImportant')}</FormControl.Label>
      </FormControl>
      <FormControl>
        <Checkbox
          checked={fields.isCompleted}
          onChange={(event) => change({ isCompleted: event.target.checked })}
        />
        <FormControl.Label>{t('todo.editor.isCompleted')}</FormControl.Label>
      </FormControl>
    </>
  )
}
