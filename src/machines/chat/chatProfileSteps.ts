import type { ChatProfileUpdate, ChatProfileUser } from '../../api/types/chat'
import { failureOf } from './chatFailure'
import type { ChatContext } from './chatMachineTypes'
import { type ChatStep, only, stay } from './chatSteps'

// The own profile's steps (status, about, the two switches): optimistic, put back on failure.

export function applyProfileChanges(
  profileUser: ChatProfileUser,
  changes: ChatProfileUpdate,
): ChatProfileUser {
  return {
    ...profileUser,
    ...(changes.about === undefined ? {} : { about: changes.about }),
    ...(changes.status === undefined ? {} : { status: changes.status }),
    settings: { ...profileUser.settings, ...changes.settings },
  }
}

/** A change of the own profile: shown at once, saved, put back if the save fails. */
export function updateProfile(context: ChatContext, changes: ChatProfileUpdate): ChatStep {
  const before = context.profileUser
  if (!before) return stay(context)
  const saveId = `profile-${context.profileSaveCount + 1}`
  return {
    ...stay({
      ...context,
      profileUser: applyProfileChanges(before, changes),
      profileSaves: { ...context.profileSaves, [saveId]: { before, changes } },
      profileSaveCount: context.profileSaveCount + 1,
      profileFailure: null,
    }),
    writes: [{ writeId: saveId, write: { kind: 'profile', changes } }],
  }
}

const withoutSave = (context: ChatContext, saveId: string) => {
  const { [saveId]: _done, ...rest } = context.profileSaves
  return rest
}

export function profileSaved(
  context: ChatContext,
  saveId: string,
  profileUser: ChatProfileUser,
): ChatStep {
  const profileSaves = withoutSave(context, saveId)
  const isLast = Object.keys(profileSaves).length === 0
  return only({ ...context, profileSaves, profileUser: isLast ? profileUser : context.profileUser })
}

const settingNames = ['isTwoStepAuthVerificationEnabled', 'isNotificationsOn'] as const

/** A failed save puts back the fields it changed (those a later change has not changed again). */
export function profileFailed(context: ChatContext, saveId: string, error: unknown): ChatStep {
  const save = context.profileSaves[saveId]
  if (!save || !context.profileUser) return stay(context)
  const order = (id: string) => Number(id.replace(/\D/g, ''))
  const later = Object.entries(context.profileSaves)
    .filter(([id]) => order(id) > order(saveId))
    .map(([, each]) => each.changes)
  const { before, changes } = save
  const isMine = (changed: (each: ChatProfileUpdate) => boolean) =>
    changed(changes) && !later.some(changed)
  const settings: Partial<ChatProfileUser['settings']> = {}
  for (const name of settingNames)
    if (isMine((each) => each.settings?.[name] !== undefined))
      settings[name] = before.settings[name]
  const restore: ChatProfileUpdate = {
    about: isMine((each) => each.about !== undefined) ? before.about : undefined,
    status: isMine((each) => each.status !== undefined) ? before.status : undefined,
    settings,
  }
  return only({
    ...context,
    profileUser: applyProfileChanges(context.profileUser, restore),
    profileSaves: withoutSave(context, saveId),
    profileFailure: failureOf(error),
  })
}
