import {
  CpuIcon,
  FlameIcon,
  GlobeIcon,
  type Icon,
  PaintbrushIcon,
  PlayIcon,
  TagIcon,
  VideoIcon,
} from '@primer/octicons-react'

// The octicon names of the blog's categories (SPEC §3 sidebar `icon`), drawn as Primer's icons.
const icons: Record<string, Icon> = {
  cpu: CpuIcon,
  flame: FlameIcon,
  globe: GlobeIcon,
  paintbrush: PaintbrushIcon,
  play: PlayIcon,
  video: VideoIcon,
}

/** The icon of a category's `icon` name; one the kit does not know draws a tag. */
export const blogIconOf = (name: string): Icon => icons[name] ?? TagIcon
