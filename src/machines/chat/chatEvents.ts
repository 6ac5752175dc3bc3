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
    case 'send.succeeded':
      return steps.sendSucceeded(context, event.sendId, event.response)
    case 'send.failed':
      return steps.sendFailed(context, event.sendId, event.error)
    case 'profile.update':
      return profileSteps.updateProfile(context, event.changes)
    case 'profile.saved':
      return profileSteps.profileSaved(context, event.saveId, event.profileUser)
    case 'profile.failed':
      return profileSteps.profileFailed(context, event.saveId, event.error)
    case 'profile.dismissFailure':
      return steps.only({ ...context, profileFailure: null })
    case 'search.submit':
      return steps.commitSearch(context)
    default:
      return steps.stay(context)
  }
}

/** The spawned actor whose call an event answers (a send or a profile save), to stop it. */
export function finishedActorOf(event: ChatEvent): string | null {
  switch (event.type) {
    case 'send.succeeded':
    case 'send.failed':
      return event.sendId
    case 'profile.saved':
    case 'profile.failed':
      return event.saveId
    default:
      return null
  }
}
