import type { ConversationItem } from '../../machines/chat/chatConversation'
import { dayKeyOf } from './chatFormat'

export interface MessageRow {
  kind: 'message'
  key: string
  item: ConversationItem
  isMine: boolean
  /** First of a run by one sender on one day: the sender shows. */
  startsGroup: boolean
  /** Last of the run: its time (and delivery) show. */
  endsGroup: boolean
}

/** One row of the conversation's virtual list. */
export type ConversationRow =
  { kind: 'day'; key: string; time: string } | { kind: 'unseen'; key: string } | MessageRow

/**
 * The conversation as rows: a separator for each day, the "new messages" marker before
 * `firstUnseenIndex`, and each message knowing where its sender's run starts and ends.
 */
export function conversationRows(
  items: readonly ConversationItem[],
  profileUserId: number,
  firstUnseenIndex: number | null,
): ConversationRow[] {
  const rows: ConversationRow[] = []
  let previous: MessageRow | undefined
  let previousDay = ''
  for (const [index, item] of items.entries()) {
    const day = dayKeyOf(item.message.time)
    const isNewDay = day !== previousDay
    const isMarker = index === firstUnseenIndex
    if (isNewDay) rows.push({ kind: 'day', key: `day-${day}`, time: item.message.time })
    if (isMarker) rows.push({ kind: 'unseen', key: 'unseen' })
    const sender = item.message.senderId
    const startsGroup = isNewDay || isMarker || previous?.item.message.senderId !== sender
    if (startsGroup && previous) previous.endsGroup = true
    previous = {
      kind: 'message',
      key: item.key,
      item,
      isMine: sender === profileUserId,
      startsGroup,
      endsGroup: false,
    }
    rows.push(previous)
    previousDay = day
  }
  if (previous) previous.endsGroup = true
  return rows
}
