import {
  BookIcon,
  CreditCardIcon,
  GraphIcon,
  type Icon,
  PackageIcon,
  PeopleIcon,
  PersonIcon,
  PlugIcon,
  QuestionIcon,
  RocketIcon,
  ShieldLockIcon,
  ToolsIcon,
  UndoIcon,
} from '@primer/octicons-react'

// The octicon names the help centre's data uses (SPEC §3 `icon`), drawn as Primer's icons.
const icons: Record<string, Icon> = {
  book: BookIcon,
  'credit-card': CreditCardIcon,
  graph: GraphIcon,
  package: PackageIcon,
  people: PeopleIcon,
  person: PersonIcon,
  plug: PlugIcon,
  rocket: RocketIcon,
  'shield-lock': ShieldLockIcon,
  tools: ToolsIcon,
  undo: UndoIcon,
}

/** The icon of a data `icon` name; a name the kit does not know draws a question mark. */
export const helpIconOf = (name: string): Icon => icons[name] ?? QuestionIcon
