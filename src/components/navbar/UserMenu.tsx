import {
  CommentDiscussionIcon,
  CreditCardIcon,
  GearIcon,
  type Icon,
  InboxIcon,
  PersonIcon,
  QuestionIcon,
  SignOutIcon,
  TasklistIcon,
} from '@primer/octicons-react'
import { ActionList, ActionMenu, Button, VisuallyHidden } from '@primer/react'
import { Fragment } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { UserAvatar } from './UserAvatar'
import './navbar.css'

export type UserMenuLinkKey =
  'profile' | 'inbox' | 'tasks' | 'chats' | 'settings' | 'pricing' | 'faq'

/** The account menu's links, in menu order; a divider goes before settings. */
export const userMenuLinks: ReadonlyArray<{ key: UserMenuLinkKey; href: string; icon: Icon }> = [
  { key: 'profile', href: '/pages/profile', icon: PersonIcon },
  { key: 'inbox', href: '/apps/email', icon: InboxIcon },
  { key: 'tasks', href: '/apps/todo', icon: TasklistIcon },
  { key: 'chats', href: '/apps/chat', icon: CommentDiscussionIcon },
  { key: 'settings', href: '/pages/account-settings', icon: GearIcon },
  { key: 'pricing', href: '/pages/pricing', icon: CreditCardIcon },
  { key: 'faq', href: '/pages/faq', icon: QuestionIcon },
]

export interface UserMenuLabels {
  /** The menu list's name, e.g. "Account menu" (the open menu is named by its button). */
  menu: string
  links: Record<UserMenuLinkKey, string>
  signOut: string
}

export interface UserMenuProps {
  /** The signed-in person's name. */
  name: string
  /** Shown under the name, already translated. */
  role: string
  /** '' for no picture: initials instead. */
  avatar: string
  /** The menu's words (its name, the links, Sign out), already translated. */
  labels: UserMenuLabels
  /** Links to leave out (pages the user may not open). */
  hiddenLinks?: readonly UserMenuLinkKey[]
  /** Sign out is on its way: its item is disabled. */
  isSigningOut?: boolean
  /** Only the avatar (phones); name and role stay in the button's accessible name. */
  isCompact?: boolean
  /** Sign out was chosen. */
  onSignOut: () => void
}

/** The avatar button with name and role, opening the account menu. */
export function UserMenu({
  name,
  role,
  avatar,
  labels,
  hiddenLinks = [],
  isSigningOut = false,
  isCompact = false,
  onSignOut,
}: UserMenuProps) {
  const links = userMenuLinks.filter((link) => !hiddenLinks.includes(link.key))
  const text = (
    <span className="cea-navbar-user__text">
      <span>
        {name}
        {/* Read as "name, role"; a visually hidden element would add a space before the comma. */}
        <span className="cea-navbar-user__separator">, </span>
      </span>
      <span className="cea-navbar-user__role">{role}</span>
    </span>
  )
  return (
    <ActionMenu>
      <ActionMenu.Anchor>
        <Button variant="invisible">
          <span className="cea-navbar-user">
            <UserAvatar name={name} src={avatar} size={32} />
            {isCompact ? <VisuallyHidden>{text}</VisuallyHidden> : text}
          </span>
        </Button>
      </ActionMenu.Anchor>
      <ActionMenu.Overlay width="small" align="end">
        <ActionList aria-label={labels.menu}>
          {links.map((link, index) => {
            const LinkIcon = link.icon
            return (
              <Fragment key={link.key}>
                {link.key === 'settings' && index > 0 ? <ActionList.Divider /> : null}
                <ActionList.LinkItem as={RouterLink} to={link.href}>
                  <ActionList.LeadingVisual>
                    <LinkIcon />
                  </ActionList.LeadingVisual>
                  {labels.links[link.key]}
                </ActionList.LinkItem>
              </Fragment>
            )
          })}
          {links.length > 0 ? <ActionList.Divider /> : null}
          <ActionList.Item variant="danger" onSelect={onSignOut} disabled={isSigningOut}>
            <ActionList.LeadingVisual>
              <SignOutIcon />
            </ActionList.LeadingVisual>
            {labels.signOut}
          </ActionList.Item>
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  )
}
