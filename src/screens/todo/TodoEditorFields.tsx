import { Checkbox, CheckboxGroup, FormControl, TextInput } from '@primer/react'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { taskTags } from '../../api/types/todo'
import type { todoEditorMachine } from '../../machines/todo/todoEditorMachine'
import type { TaskField, TaskFields } from '../../machines/todo/todoEditorRules'
import { TodoAssigneeField } from './TodoAssigneeField'
import { TodoContext } from './todoContext'
import { TodoDescriptionField } from './TodoDescriptionField'
import { fieldErrorText, tagText } from './todoWords'

/** The drawer's fields, each with its message under it. */
export function TodoEditorFields({ editor }: { editor: ActorRefFrom<typeof todoEditorMachine> }) {
  const { t } = useTranslation()
  const actor = TodoContext.useActorRef()
  const fields = useSelector(editor, (snapshot) => snapshot.context.fields)
  const errors = useSelector(editor, (snapshot) => snapshot.context.errors)
  const isSaving = useSelector(editor, (snapshot) => snapshot.hasTag('saving'))
  const change = (changed: Partial<TaskFields>) =>
    actor.send({ type: 'editor.change', fields: changed })
  const errorOf = (field: TaskField) => fieldErrorText(t, field, errors[field])
  const message = (field: TaskField) => {
    const text = errorOf(field)
    return text ? <FormControl.Validation variant="error">{text}</FormControl.Validation> : null
  }

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
      <TodoAssigneeField assignee={fields.assignee} onChange={(assignee) => change({ assignee })} />
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
      <TodoDescriptionField
        value={fields.description}
        error={errorOf('description')}
        isDisabled={isSaving}
        onChange={(description) => change({ description })}
      />
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
