import { CommentDiscussionIcon } from '@primer/octicons-react'
import { CountedIconButton } from './CountedIconButton'

export interface ChatUnreadLinkProps {
  /** Where the chat is, e.g. "/apps/chat". */
  to: string
  /** Unread messages over every chat; no badge at zero. */
  count: number
  /** The accessible name; it carries the count in words (the badge is hidden from screen readers). */
  label: string
}

/** The navbar's link to the chat: an icon with the unread total on its corner, like the bell's. */
export function ChatUnreadLink({ to, count, label }: ChatUnreadLinkProps) {
  return <CountedIconButton icon={CommentDiscussionIcon} to={to} count={count} label={label} />
}
