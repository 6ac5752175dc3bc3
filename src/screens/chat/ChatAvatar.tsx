import { Avatar } from '@primer/react'
import type { ChatStatus } from '../../api/types/chat'

export interface ChatAvatarProps {
  src: string
  status: ChatStatus
  size?: number
}

/** A picture with its status dot; decorative (the name and status are said beside it). */
export function ChatAvatar({ src, status, size = 40 }: ChatAvatarProps) {
  return (
    <span className="cea-chat-avatar" data-status={status} aria-hidden="true">
      <Avatar src={src} alt="" size={size} />
      <span className="cea-chat-avatar__dot" />
    </span>
  )
}
