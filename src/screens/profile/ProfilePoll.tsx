import { Button, Heading, ProgressBar } from '@primer/react'
import { useSelector } from '@xstate/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProfilePollView } from '../../api/types/profile'
import { numberFormat } from '../../components/intl/cachedIntl'
import type { ProfileActor } from './profileActor'

function PollResults({ poll }: { poll: ProfilePollView }) {
  const { t, i18n } = useTranslation()
  const results = poll.results ?? []
  const total = results.reduce((sum, result) => sum + result.votes, 0)
  const percent = numberFormat(i18n.language, { style: 'percent' })
  return (
    <>
      <p className="cea-profile-poll__question">{poll.question}</p>
      <ul className="cea-profile-poll__results" aria-label={t('profile.poll.results')}>
        {poll.options.map((option) => {
          const votes = results.find((result) => result.optionId === option.id)?.votes ?? 0
          const share = total === 0 ? 0 : votes / total
          return (
            <li key={option.id}>
              <span className="cea-profile-poll__result-name">
                {option.name}
                {option.id === poll.votedOptionId ? ` (${t('profile.poll.yourVote')})` : ''}
              </span>
              <span className="cea-profile-muted">
                {t('profile.poll.votes', {
                  votes: numberFormat(i18n.language).format(votes),
                  share: percent.format(share),
                })}
              </span>
              <ProgressBar progress={Math.round(share * 100)} aria-hidden barSize="small" />
            </li>
          )
        })}
      </ul>
    </>
  )
}

/** The poll: one vote, then its results (the back end keeps them back until then). */
export function ProfilePoll({ actor, poll }: { actor: ProfileActor; poll: ProfilePollView }) {
  const { t } = useTranslation()
  const isVoting = useSelector(actor, (snapshot) => snapshot.hasTag('voting'))
  const failure = useSelector(actor, (snapshot) => snapshot.context.pollFailure)
  const [choice, setChoice] = useState<string | null>(null)
  const name = useId()
  return (
    <section className="cea-profile-card" aria-labelledby="cea-profile-poll-title">
      <Heading as="h2" id="cea-profile-poll-title" className="cea-profile-section-title">
        {t('profile.poll.title')}
      </Heading>
      {poll.results ? (
        <PollResults poll={poll} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (choice) actor.send({ type: 'poll.vote', optionId: choice })
          }}
        >
          <fieldset className="cea-profile-poll__options">
            <legend className="cea-profile-poll__question">{poll.question}</legend>
            {poll.options.map((option) => (
              <label key={option.id} className="cea-profile-poll__option">
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={choice === option.id}
                  onChange={() => setChoice(option.id)}
                />
                {option.name}
              </label>
            ))}
          </fieldset>
          {failure ? (
            <p role="alert">
              {failure.reason === 'rejected' ? failure.message : t('profile.poll.failed')}
            </p>
          ) : null}
          <Button
            type="submit"
            variant="primary"
            disabled={choice === null}
            loading={isVoting}
            loadingAnnouncement={t('profile.poll.voting')}
          >
            {t('profile.poll.vote')}
          </Button>
        </form>
      )}
    </section>
  )
}
