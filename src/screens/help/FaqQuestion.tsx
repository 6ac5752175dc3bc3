import { ChevronDownIcon, ChevronRightIcon } from '@primer/octicons-react'
import { useId } from 'react'
import { HighlightedText } from '../../components/highlight/HighlightedText'
import { faqTopic, questionSlugOf } from '../../api/helpTopics'
import type { FaqQandA } from '../../api/types/faq'
import { HelpfulPrompt, type HelpfulVotesActor } from './HelpfulPrompt'

/** The element id of a question's row, for links and scrolling. */
export const faqQuestionElementId = (slug: string) => `faq-${slug}`

export interface FaqQuestionProps {
  entry: FaqQandA
  query: string
  isOpen: boolean
  onToggle: (slug: string) => void
  votes: HelpfulVotesActor | undefined
}

/** One row of the accordion: the question as a button; open, its answer and "Was this helpful?". */
export function FaqQuestion({ entry, query, isOpen, onToggle, votes }: FaqQuestionProps) {
  const slug = questionSlugOf(entry.question)
  const buttonId = useId()
  const panelId = useId()
  return (
    <li className="cea-faq-question" id={faqQuestionElementId(slug)}>
      <h3 className="cea-faq-question__heading">
        <button
          type="button"
          id={buttonId}
          className="cea-faq-question__toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => onToggle(slug)}
        >
          {isOpen ? <ChevronDownIcon /> : <ChevronRightIcon className="cea-help-flip" />}
          <span>
            <HighlightedText text={entry.question} query={query} />
          </span>
        </button>
      </h3>
      {isOpen ? (
        <div
          id={panelId}
          role="region"
          aria-labelledby={buttonId}
          className="cea-faq-question__panel"
        >
          <p>
            <HighlightedText text={entry.ans} query={query} />
          </p>
          {votes ? <HelpfulPrompt votes={votes} topic={faqTopic(slug)} /> : null}
        </div>
      ) : null}
    </li>
  )
}
