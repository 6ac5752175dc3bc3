import {
  BriefcaseIcon,
  CreditCardIcon,
  DeviceDesktopIcon,
  DeviceMobileIcon,
  DevicesIcon,
  GraphIcon,
  type Icon,
  InboxIcon,
  MailIcon,
  PackageIcon,
  PeopleIcon,
  PersonAddIcon,
  PersonIcon,
  PulseIcon,
  ShareIcon,
  SyncIcon,
} from '@primer/octicons-react'

// The octicons the card data names (`icon: 'device-desktop'`); an unknown name gets a graph.
const icons: Record<string, Icon> = {
  briefcase: BriefcaseIcon,
  'credit-card': CreditCardIcon,
  'device-desktop': DeviceDesktopIcon,
  'device-mobile': DeviceMobileIcon,
  devices: DevicesIcon,
  graph: GraphIcon,
  inbox: InboxIcon,
  mail: MailIcon,
  package: PackageIcon,
  people: PeopleIcon,
  person: PersonIcon,
  'person-add': PersonAddIcon,
  pulse: PulseIcon,
  share: ShareIcon,
  sync: SyncIcon,
}

/** An octicon named by the data, decorative (the text beside it says what it is). */
export function CardIcon({ name, size = 16 }: { name: string; size?: number }) {
  const Named = icons[name] ?? GraphIcon
  return <Named size={size} aria-hidden="true" className="cea-card__icon" />
}
