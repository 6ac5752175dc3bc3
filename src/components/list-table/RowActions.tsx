import type { Icon } from '@primer/octicons-react'
import { IconButton } from '@primer/react'

export interface RowAction {
  /** The button's octicon. */
  icon: Icon
  /** Names the row too, e.g. "Delete Amara Okafor". */
  label: string
  /** The action, for this row. */
  onClick: () => void
}

export interface RowActionsProps {
  /** The row's actions, in order; three at most. */
  actions: readonly RowAction[]
}

/** A table row's icon buttons (edit, rename, delete…), for a `ListTable` actions column. */
export function RowActions({ actions }: RowActionsProps) {
  return (
    <span className="cea-list-table__row-actions">
      {actions.map((action, index) => (
        <IconButton
          // By place, not by label: a label that names the row changes with it (a rename), and the
          // button must stay the same element to keep its focus.
          key={index}
          icon={action.icon}
          variant="invisible"
          aria-label={action.label}
          onClick={action.onClick}
        />
      ))}
    </span>
  )
}
