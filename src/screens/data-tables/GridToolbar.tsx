import { ColumnsIcon, DownloadIcon, type Icon, PinIcon, RowsIcon } from '@primer/octicons-react'
import { ActionList, ActionMenu, Button, SegmentedControl, TextInput } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { type DataTableSize, dataTableSizes } from '../../api/types/dataTables'
import { type GridDensity, gridDensities, type GridView } from '../../machines/data-tables/gridView'
import type { GridViewEvent } from '../../machines/data-tables/gridViewMachine'
import type { ExportFormat } from './useGridExport'

const exportFormats: readonly ExportFormat[] = ['csv', 'xlsx']

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
  onExport: (format: ExportFormat) => void
}

/** Above the grid: search, the demo data set, columns (shown, pinned, order), density, export. */
export function GridToolbar(props: GridToolbarProps) {
  const { t, i18n } = useTranslation()
  const { view, onView, columns } = props
  const count = new Intl.NumberFormat(i18n.language)
  return (
    <div className="cea-grid-toolbar">
      <SearchField text={props.searchText} onSearch={props.onSearch} />
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
      <ColumnChecklist
        label={t('dataTables.columns')}
        icon={ColumnsIcon}
        columns={columns}
        isChecked={(id) => !view.hidden.includes(id)}
        onToggle={(id) => onView({ type: 'column.toggle', id })}
      />
      <ColumnChecklist
        label={t('dataTables.pinned')}
        icon={PinIcon}
        columns={columns}
        isChecked={(id) => view.pinned.includes(id)}
        onToggle={(id) => onView({ type: 'column.pin', id })}
      />
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
      {exportFormats.map((format) => (
        <Button
          key={format}
          leadingVisual={DownloadIcon}
          loading={props.isExporting}
          loadingAnnouncement={t('dataTables.exporting')}
          onClick={() => props.onExport(format)}
        >
          {t(format === 'csv' ? 'dataTables.exportCsv' : 'dataTables.exportXlsx')}
        </Button>
      ))}
    </div>
  )
}

/** The employees' search box. */
export function SearchField(props: { text: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation()
  return (
    <TextInput
      type="search"
      aria-label={t('dataTables.search')}
      placeholder={t('dataTables.search')}
      value={props.text}
      onChange={(event) => props.onSearch(event.target.value)}
    />
  )
}

/** A menu of the columns, each checked or not (shown, pinned). */
function ColumnChecklist(props: {
  label: string
  icon: Icon
  columns: ReadonlyArray<{ id: string; header: string }>
  isChecked: (id: string) => boolean
  onToggle: (id: string) => void
}) {
  return (
    <ActionMenu>
      <ActionMenu.Button leadingVisual={props.icon}>{props.label}</ActionMenu.Button>
      <ActionMenu.Overlay width="medium">
        <ActionList selectionVariant="multiple" aria-label={props.label}>
          {props.columns.map((column) => (
            <ActionList.Item
              key={column.id}
              selected={props.isChecked(column.id)}
              onSelect={() => props.onToggle(column.id)}
            >
              {column.header}
            </ActionList.Item>
          ))}
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  )
}

export function ClearSelectionButton({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation()
  return (
    <Button size="small" variant="invisible" onClick={onClear}>
      {t('dataTables.clearSelection')}
    </Button>
  )
}
