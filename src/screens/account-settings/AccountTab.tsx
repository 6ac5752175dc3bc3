import { UploadIcon } from '@primer/octicons-react'
import { Textarea, TextInput } from '@primer/react'
import { useTranslation } from 'react-i18next'
import {
  avatarAccept,
  generalFieldNames,
  infoFieldNames,
  type ProfileField,
  profileValue,
} from '../../machines/account-settings/accountSettingsForms'
import { FormField } from '../../components/form-field/FormField'
import { AccountSettingsContext } from './accountSettingsContext'
import { FormSection } from './FormSection'
import { failureText, problemText } from './accountSettingsWords'
import { DeactivateSection } from './DeactivateSection'

const inputTypes: Partial<Record<ProfileField, string>> = {
  'general.email': 'email',
  'info.dob': 'date',
  'info.website': 'url',
  'info.phone': 'tel',
}
const autoCompletes: Partial<Record<ProfileField, string>> = {
  'general.username': 'username',
  'general.fullName': 'name',
  'general.email': 'email',
  'general.company': 'organization',
  'info.dob': 'bday',
  'info.country': 'country-name',
  'info.website': 'url',
  'info.phone': 'tel',
}
const requiredFields: readonly ProfileField[] = [
  'general.username',
  'general.fullName',
  'general.email',
]
const profileFields: readonly ProfileField[] = [
  ...generalFieldNames.map((name) => `general.${name}` as const),
  ...infoFieldNames.map((name) => `info.${name}` as const),
]

/** Account: the avatar, the profile fields and deactivation. */
export function AccountTab() {
  return (
    <div className="cea-account-settings__sections">
      <ProfileSection />
      <DeactivateSection />
    </div>
  )
}

function ProfileSection() {
  const { t } = useTranslation()
  const view = AccountSettingsContext.useActorRef()
  const draft = AccountSettingsContext.useSelector((snapshot) => snapshot.context.profile)
  const problems = AccountSettingsContext.useSelector((snapshot) => snapshot.context.problems)
  const failure = AccountSettingsContext.useSelector(
    (snapshot) => snapshot.context.failures.profile,
  )
  const isSaving = AccountSettingsContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { profile: 'saving' } }),
  )
  if (!draft) return null
  const change = (field: ProfileField, value: string) =>
    view.send({ type: 'profile.change', field, value })
  const pickAvatar = (file: File | undefined) => {
    if (file) view.send({ type: 'profile.avatarPicked', file })
  }
  const avatarProblem = problemText(t, problems['general.avatar'])
  return (
    <FormSection
      id="cea-account-profile"
      title={t('accountSettings.profile.title')}
      failure={failureText(t, failure)}
      submitLabel={t('accountSettings.profile.save')}
      isSaving={isSaving}
      onSubmit={() => view.send({ type: 'profile.submit' })}
    >
      <div className="cea-account-settings__avatar cea-account-settings__wide">
        <img src={draft.general.avatar} alt={t('accountSettings.profile.avatarPreview')} />
        <div>
          <label className="cea-account-settings__upload">
            <UploadIcon size={16} aria-hidden="true" />
            {t('accountSettings.profile.upload')}
            <input
              type="file"
              accept={avatarAccept}
              aria-describedby="cea-account-avatar-hint"
              onChange={(event) => {
                pickAvatar(event.target.files?.[0])
                event.target.value = ''
              }}
            />
          </label>
          <p id="cea-account-avatar-hint" className="cea-account-settings__muted">
            {t('accountSettings.profile.avatarHint')}
          </p>
          {avatarProblem ? (
            <p role="alert" className="cea-account-settings__problem">
              {avatarProblem}
            </p>
          ) : null}
        </div>
      </div>
      {profileFields.map((field) => (
        <div
          key={field}
          className={field === 'info.bio' ? 'cea-account-settings__wide' : undefined}
        >
          <FormField
            label={t(`accountSettings.field.${field}`)}
            isRequired={requiredFields.includes(field)}
            error={problemText(t, problems[field])}
          >
            {(inputProps) =>
              field === 'info.bio' ? (
                <Textarea
                  {...inputProps}
                  block
                  rows={3}
                  value={profileValue(draft, field)}
                  onChange={(event) => change(field, event.target.value)}
                />
              ) : (
                <TextInput
                  {...inputProps}
                  block
                  type={inputTypes[field] ?? 'text'}
                  autoComplete={autoCompletes[field]}
                  value={profileValue(draft, field)}
                  onChange={(event) => change(field, event.target.value)}
                />
              )
            }
          </FormField>
        </div>
      ))}
    </FormSection>
  )
}
