import { Heading } from '@primer/react'
import { Dialog } from '../../components/dialog/Dialog'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import type { TodoInput } from '../../machines/todo/todoMachine'
import { viewFromSearch } from '../../machines/todo/todoView'
import { useMediaQuery } from '../../components/hooks/useMediaQuery'
import { TodoContext } from './todoContext'
import { TodoEditor } from './TodoEditor'
import { TodoList } from './TodoList'
import { TodoNotice } from './TodoNotice'
import { TodoSidebar } from './TodoSidebar'
import { TodoToolbar } from './TodoToolbar'
import { useTodoUrl } from './useTodoUrl'
import './todo.css'

export interface TodoScreenProps {
  /** Toast, Undo and search timings, for stories and tests; the view always comes from the URL. */
  options?: Omit<TodoInput, 'view'>
  /** The clock due dates are read against (overdue, the year shown): now unless a story pins it. */
  now?: Date
}

/** /apps/todo: the tasks, their state in a to-do machine started from the URL. */
export function TodoScreen({ options, now }: TodoScreenProps) {
  const [search] = useSearchParams()
  const [input] = useState<TodoInput>(() => ({ ...options, view: viewFromSearch(search) }))
  return (
    <TodoContext.Provider options={{ input }}>
      <TodoPage now={now} />
    </TodoContext.Provider>
  )
}

function TodoPage({ now }: { now?: Date }) {
  const { t } = useTranslation()
  const isNarrow = useMediaQuery('(max-width: 1023.98px)')
  const [isDrawerOpen, setDrawerOpen] = useState(false)
  useTodoUrl()

  return (
    <div className="cea-todo" data-narrow={isNarrow}>
      <Heading as="h1" className="cea-todo__title">
        {t('todo.title')}
      </Heading>
      <div className="cea-todo__panes">
        {isNarrow ? null : (
          <aside className="cea-todo__sidebar" aria-label={t('todo.sidebar.label')}>
            <TodoSidebar />
          </aside>
        )}
        <div className="cea-todo__main">
          <TodoToolbar onOpenSidebar={isNarrow ? () => setDrawerOpen(true) : undefined} />
          <TodoList now={now} />
        </div>
      </div>
      {isNarrow && isDrawerOpen ? (
        <Dialog
          closeLabel={t('common.close')}
          title={t('todo.sidebar.label')}
          position="left"
          width="small"
          onClose={() => setDrawerOpen(false)}
        >
          <TodoSidebar onNavigate={() => setDrawerOpen(false)} />
        </Dialog>
      ) : null}
      <TodoEditor />
      <TodoNotice />
    </div>
  )
}
