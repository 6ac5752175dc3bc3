import type { Modifier } from '@dnd-kit/core'

/** Rows move up and down only (the modifiers package's rule, without the extra dependency). */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 })
