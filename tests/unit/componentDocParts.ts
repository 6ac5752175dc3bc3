// The exports under src/components that are parts of another component, not components a
// developer places on their own: each is used only inside its parent (or its parent's family),
// and its props show on the parent's docs page (the parent meta's `subcomponents`). Paths are
// from src/components, `file#Export`. tests/unit/componentDocs.test.ts reads this list.

export interface PartsOfParent {
  /** The component whose docs page shows the parts. */
  parent: string
  parts: readonly string[]
}

export const partsOnParentPages: readonly PartsOfParent[] = [
  // The brand's mark, drawn by the brand (and by the loading screen through it).
  { parent: 'brand/Brand.tsx#Brand', parts: ['brand/Logo.tsx#Logo'] },
  // Every card is a CardFrame (title, loading/error/empty faces) holding the card parts (figure,
  // change, metrics, chart, icon) and, on some cards, a period or year menu.
  {
    parent: 'cards/StatisticCard.tsx#StatisticCard',
    parts: [
      'cards/CardFrame.tsx#CardFrame',
      'cards/CardParts.tsx#CardFigure',
      'cards/CardParts.tsx#CardGrowth',
      'cards/CardParts.tsx#CardChart',
      'cards/CardParts.tsx#CardMetrics',
      'cards/cardIcons.tsx#CardIcon',
    ],
  },
  {
    parent: 'cards/AvgSessionsCard.tsx#AvgSessionsCard',
    parts: ['cards/CardChoiceMenu.tsx#CardChoiceMenu', 'cards/CardChoiceMenu.tsx#CardChoiceSwitch'],
  },
  // The chart's frame (title, states, data table) and its renderer: the chart assembles them.
  {
    parent: 'charts/Chart.tsx#Chart',
    parts: [
      'charts/ChartFrame.tsx#ChartFrame',
      'charts/ChartRenderer.tsx#ChartRenderer',
      'charts/ChartDataTable.tsx#ChartDataTable',
      // Its pointer and keyboard layer over the drawing (loaded on first use) and its tooltip.
      'charts/interaction/ChartInteraction.tsx#ChartInteraction',
      'charts/interaction/ChartTooltip.tsx#ChartTooltip',
    ],
  },
  // The customizer's dialog, its sections and its controls (choice, switch, swatch, select).
  {
    parent: 'customizer/Customizer.tsx#Customizer',
    parts: [
      'customizer/CustomizerDialog.tsx#CustomizerDialog',
      'customizer/CustomizerSettings.tsx#CustomizerSettings',
      'customizer/DemoDataSection.tsx#DemoDataSection',
      'customizer/CustomizerControls.tsx#ChoiceGroup',
      'customizer/CustomizerControls.tsx#SettingSwitch',
      'customizer/CustomizerControls.tsx#SwatchGroup',
      'customizer/CustomizerControls.tsx#SettingSelect',
    ],
  },
  // The data grid's header row, its (memoized) rows and its column dragging.
  {
    parent: 'data-grid/DataGrid.tsx#DataGrid',
    parts: [
      'data-grid/DataGridHeader.tsx#DataGridHeader',
      'data-grid/DataGridRow.tsx#DataGridRowView',
      'data-grid/DataGridColumnDrag.tsx#DataGridColumnDrag',
    ],
  },
  // The list table's grid, sortable header cells, loading rows and footer (the card grid reuses
  // the footer).
  {
    parent: 'list-table/ListTable.tsx#ListTable',
    parts: [
      'list-table/ListTableGrid.tsx#ListTableGrid',
      'list-table/ListTableSortHeader.tsx#ListTableSortHeader',
      'list-table/ListTableSkeleton.tsx#ListTableSkeleton',
      'list-table/ListTableFooter.tsx#ListTableFooter',
    ],
  },
  {
    parent: 'list-virtual/ListVirtualTable.tsx#ListVirtualTable',
    parts: ['list-virtual/VirtualTableHeader.tsx#VirtualTableHeader'],
  },
  // The navbar's inner pieces: the search's result list, the bookmark picker, the cart's icon,
  // the loading/error face of a dropdown, and the count badge and counted link of its buttons.
  {
    parent: 'navbar/SearchDialog.tsx#SearchDialog',
    parts: ['navbar/SearchResultsList.tsx#SearchResultsList'],
  },
  {
    parent: 'navbar/BookmarksBar.tsx#BookmarksBar',
    // The picker: its star (every page) and its panel (loaded on the first open).
    parts: [
      'navbar/BookmarkPicker.tsx#BookmarkPicker',
      'navbar/BookmarkPicker.tsx#BookmarkPickerAnchor',
      'navbar/BookmarkPickerOverlay.tsx#BookmarkPickerOverlay',
    ],
  },
  {
    parent: 'navbar/CartDropdown.tsx#CartDropdown',
    parts: [
      'navbar/CartIcon.tsx#CartIcon',
      'navbar/PanelState.tsx#PanelState',
      'navbar/PanelState.tsx#PanelLoadState',
    ],
  },
  {
    parent: 'navbar/CountedIconButton.tsx#CountedIconButton',
    parts: ['navbar/CountedIconButton.tsx#CountBadge', 'navbar/NavbarRowButton.tsx#CountedAnchor'],
  },
  // The editor's toolbar and its link dialog.
  {
    parent: 'rich-text-editor/RichTextEditor.tsx#RichTextEditor',
    parts: [
      'rich-text-editor/RichTextToolbar.tsx#RichTextToolbar',
      'rich-text-editor/LinkDialog.tsx#LinkDialog',
    ],
  },
  // A file drop zone's previews of the files it took.
  {
    parent: 'file-drop/FileDropZone.tsx#FileDropZone',
    parts: ['file-drop/FilePreview.tsx#FilePreview'],
  },
  // A field's label, hint and message: FormField and LabelledChoice draw them.
  {
    parent: 'form-field/FormField.tsx#FormField',
    parts: [
      'form-field/FieldMessages.tsx#FieldLabel',
      'form-field/FieldMessages.tsx#FieldCaption',
      'form-field/FieldMessages.tsx#FieldError',
    ],
  },
  // The action and close buttons every toast ends with (the single Toast uses them too).
  {
    parent: 'toast/ToastProvider.tsx#ToastProvider',
    parts: ['toast/ToastButtons.tsx#ToastButtons'],
  },
]
