import { ColumnsIcon, DownloadIcon, PinIcon, RowsIcon } from '@primer/octicons-react'
import { ActionList, ActionMenu, Button, SegmentedControl, TextInput } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { type DataTableSize, dataTableSizes } from '../../api/types/dataTables'
import { type GridDensity, gridDensities, type GridView } from '../../machines/data-tables/gridView'
import type { GridViewEvent } from '../../machines/data-tables/gridViewMachine'

export interface GridToolbarProps {
  searchText: string
  onSearch: (text: string) => void
  /** Data columns in the order shown, with their headers. */
  columns: ReadonlyArray<{ id: string; header: string }>
  view: GridView
  onView: (event: GridViewEvent) => void
  size: DataTableSize | null
  onSize?: (size: DataTableSize) => void
  isExporting: boolean
  onExport: () => void
}

/** Above the grid: search, the demo data set, columns (shown, pinned, order), density, export. */
export function GridToolbar(props: GridToolbarProps) {
  const { t, i18n } = useTranslation()
  const { view, onView, columns } = props
  const count = new Intl.NumberFormat(i18n.language)
  return (
    <div className="cea-grid-toolbar">
      <TextInput
        type="search"
        aria-label={t('dataTables.search')}
        placeholder={t('dataTables.search')}
        value={props.searchText}
        onChange={(event) => props.onSearch(event.target.value)}
      />
      {props.onSize ? (
        <SegmentedControl aria-label={t('dataTables.dataset')} size="small">
          {dataTableSizes.map((size) => (
            <SegmentedControl.Button
              key={size}
              selected={props.size === size}
              onClick={() => props.onSize?.(size)}
            >
              {count.format(size)}
            </SegmentedControl.Button>
          ))}
        </SegmentedControl>
      ) : null}
      <ActionMenu>
        <ActionMenu.Button leadingVisual={ColumnsIcon}>{t('dataTables.columns')}</ActionMenu.Button>
        <ActionMenu.Overlay width="medium">
          <ActionList selectionVariant="multiple" aria-label={t('dataTables.columns')}>
            {columns.map((column) => (
              <ActionList.Item
                key={column.id}
                selected={!view.hidden.includes(column.id)}
                onSelect={() => onView({ type: 'column.toggle', id: column.id })}
              >
                {column.header}
              </ActionList.Item>
            ))}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
      <ActionMenu>
        <ActionMenu.Button leadingVisual={PinIcon}>{t('dataTables.pinned')}</ActionMenu.Button>
        <ActionMenu.Overlay width="medium">
          <ActionList selectionVariant="multiple" aria-label={t('dataTables.pinned')}>
            {columns.map((column) => (
              <ActionList.Item
                key={column.id}
                selected={view.pinned.includes(column.id)}
                onSelect={() => onView({ type: 'column.pin', id: column.id })}
              >
                {column.header}
              </ActionList.Item>
            ))}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
      <ActionMenu>
        <ActionMenu.Button leadingVisual={RowsIcon}>
          {t('dataTables.density.label')}
        </ActionMenu.Button>
        <ActionMenu.Overlay>
          <ActionList selectionVariant="single" aria-label={t('dataTables.density.label')}>
            {gridDensities.map((density: GridDensity) => (
              <ActionList.Item
                key={density}
                selected={view.density === density}
                onSelect={() => onView({ type: 'density.set', density })}
              >
                {t(`dataTables.density.${density}`)}
              </ActionList.Item>
            ))}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
      <Button
        leadingVisual={DownloadIcon}
        loading={props.isExporting}
        loadingAnnouncement={t('dataTables.exporting')}
        onClick={props.onExport}
      >
        {t('dataTables.exportCsv')}
      </Button>
    </div>
  )
}
