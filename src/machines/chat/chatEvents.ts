import type { ChatContext, ChatEvent } from './chatMachineTypes'
import * as profileSteps from './chatProfileSteps'
import * as steps from './chatSteps'

/** The step of an event the chat answers the same way in any state. */
export function stepForEvent(context: ChatContext, event: ChatEvent): steps.ChatStep {
  switch (event.type) {
    case 'draft.change':
      return steps.changeDraft(context, event.text)
    case 'message.send':
      return steps.send(context)
    case 'message.retry':
      return steps.retrySend(context, event.sendId)
    case 'message.delete':
      return steps.deleteFailed(context, event.sendId)
    case 'write.succeeded':
      return event.output.kind === 'sent'
        ? steps.sendSucceeded(context, event.writeId, event.output.response)
        : profileSteps.profileSaved(context, event.writeId, event.output.profileUser)
    // A send that failed stays in the outbox; any other write is a profile save.
    case 'write.failed':
      return context.outbox.some((outgoing) => outgoing.sendId === event.writeId)
        ? steps.sendFailed(context, event.writeId, event.error)
        : profileSteps.profileFailed(context, event.writeId, event.error)
    case 'profile.update':
      return profileSteps.updateProfile(context, event.changes)
    case 'profile.dismissFailure':
      return steps.only({ ...context, profileFailure: null })
    default:
      return steps.stay(context)
  }
}
