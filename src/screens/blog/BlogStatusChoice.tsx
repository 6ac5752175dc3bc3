import { SegmentedControl } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { unpublishedBlogStatuses } from '../../machines/blog/blogListMachine'

/** The list's statuses by their value in the URL: '' is the published blog. */
const choices = ['', ...Object.keys(unpublishedBlogStatuses)] as const

const labelKey = (value: string) => `blogList.status.${value || 'published'}`

export interface BlogStatusChoiceProps {
  value: string
  onChange: (value: string) => void
}

/** For who writes: the published posts, their drafts, or what is scheduled. */
export function BlogStatusChoice({ value, onChange }: BlogStatusChoiceProps) {
  const { t } = useTranslation()
  const current = choices.includes(value) ? value : ''
  return (
    <SegmentedControl
      aria-label={t('blogList.status.label')}
      onChange={(index) => onChange(choices[index] ?? '')}
    >
      {choices.map((choice) => (
        <SegmentedControl.Button key={choice} selected={choice === current}>
          {t(labelKey(choice))}
        </SegmentedControl.Button>
      ))}
    </SegmentedControl>
  )
}
