import { Heading } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { ExtensionsSection } from './ExtensionsSection'
import { KanbanBoard } from './KanbanBoard'
import { ReorderList } from './ReorderList'
import { useDragAndDropOrder } from './useDragAndDropOrder'
import './extensions.css'

/** /extensions/drag-and-drop: a list to reorder and a board of three columns, kept for the session. */
export function DragAndDropScreen() {
  const { t } = useTranslation()
  const [order, setOrder] = useDragAndDropOrder()
  return (
    <div className="cea-extensions">
      <Heading as="h1" className="cea-extensions__title">
        {t('extensionsKit.dnd.title')}
      </Heading>
      <p className="cea-extensions__intro">{t('extensionsKit.dnd.intro')}</p>
      <ExtensionsSection
        title={t('extensionsKit.dnd.list.title')}
        description={t('extensionsKit.dnd.list.description')}
      >
        <ReorderList
          items={order.list}
          onReorder={(list) => setOrder((current) => ({ ...current, list }))}
        />
      </ExtensionsSection>
      <ExtensionsSection
        title={t('extensionsKit.dnd.board.title')}
        description={t('extensionsKit.dnd.board.description')}
      >
        <KanbanBoard
          board={order.board}
          onChange={(change) =>
            setOrder((current) => ({ ...current, board: change(current.board) }))
          }
        />
      </ExtensionsSection>
    </div>
  )
}
