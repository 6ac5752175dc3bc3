import { ThumbsdownIcon, ThumbsupIcon } from '@primer/octicons-react'
import { Button } from '@primer/react'
import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { helpfulVotesMachine } from '../../machines/help/helpfulVotesMachine'

const answers = [
  { helpful: true, icon: ThumbsupIcon, labelKey: 'helpCentre.helpful.yes' },
  { helpful: false, icon: ThumbsdownIcon, labelKey: 'helpCentre.helpful.no' },
] as const

export type HelpfulVotesActor = ActorRefFrom<typeof helpfulVotesMachine>

/** "Was this helpful?" Yes / No, pressed as the account answered; the answer is kept per account. */
export function HelpfulPrompt({ votes, topic }: { votes: HelpfulVotesActor; topic: string }) {
  const { t } = useTranslation()
  const labelId = useId()
  const vote = useSelector(votes, (snapshot) => snapshot.context.votes[topic])
  const failure = useSelector(votes, (snapshot) => snapshot.context.failure)
  return (
    <div className="cea-helpful" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="cea-helpful__question">
        {t('helpCentre.helpful.question')}
      </span>
      {answers.map(({ helpful, icon, labelKey }) => (
        <Button
          key={labelKey}
          size="small"
          leadingVisual={icon}
          aria-pressed={vote === helpful}
          onClick={() => votes.send({ type: 'helpful.vote', topic, helpful })}
        >
          {t(labelKey)}
        </Button>
      ))}
      <span role="status" className="cea-helpful__status">
        {failure
          ? t('helpCentre.helpful.failed')
          : vote === undefined
            ? null
            : t('helpCentre.helpful.thanks')}
      </span>
    </div>
  )
}
