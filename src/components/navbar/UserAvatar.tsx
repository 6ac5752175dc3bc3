import { Avatar } from '@primer/react'
import './navbar.css'

export interface UserAvatarProps {
  /** The person's name: its initials show when there is no picture. */
  name: string
  /** '' when the user has no picture: their initials are shown instead. */
  src: string
  /** Width and height in pixels. */
  size?: number
  /**
   * 'lazy' in lists: a row's picture loads once the row is on screen, after the page's first
   * paint, instead of competing with the page's scripts and data for the first one.
   */
  loading?: 'eager' | 'lazy'
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return `${first}${last}`.toLocaleUpperCase()
}

/** The user's picture, or their initials on a coloured disc; decorative (the name is beside it). */
export function UserAvatar({ name, src, size = 32, loading = 'eager' }: UserAvatarProps) {
  if (src) return <Avatar src={src} alt="" size={size} loading={loading} />
  return (
    <span
      className="cea-navbar-initials"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  )
}
