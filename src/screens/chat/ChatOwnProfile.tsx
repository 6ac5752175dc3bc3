import {
  Button,
  Flash,
  FormControl,
  Radio,
  RadioGroup,
  Textarea,
  ToggleSwitch,
} from '@primer/react'
import { Dialog } from '../../components/dialog/Dialog'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ChatProfileSettings, chatStatuses } from '../../api/types/chat'
import { ChatAvatar } from './ChatAvatar'
import { ChatContext } from './chatContext'
import { failureText, statusText } from './chatFormat'
import './chatProfile.css'

const switches: ReadonlyArray<keyof ChatProfileSettings> = [
  'isTwoStepAuthVerificationEnabled',
  'isNotificationsOn',
]

/** The signed-in user's panel: about, status and the two switches, each saved as it changes. */
export function ChatOwnProfile({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const actor = ChatContext.useActorRef()
  const profileUser = ChatContext.useSelector((snapshot) => snapshot.context.profileUser)
  const failure = ChatContext.useSelector((snapshot) => snapshot.context.profileFailure)
  const [about, setAbout] = useState(profileUser?.about ?? '')
  const switchIds = { isTwoStepAuthVerificationEnabled: useId(), isNotificationsOn: useId() }
  if (!profileUser) return null
  const isAboutChanged = about.trim() !== profileUser.about

  return (
    <Dialog
      closeLabel={t('common.close')}
      title={t('chat.profile.title')}
      position={{ narrow: 'fullscreen', regular: 'right' }}
      width="medium"
      onClose={onClose}
    >
      <div className="cea-chat-profile">
        <div className="cea-chat-profile__who">
          <ChatAvatar src={profileUser.avatar} status={profileUser.status} size={64} />
          <div>
            <p className="cea-chat-profile__name">{profileUser.fullName}</p>
            <p className="cea-chat-profile__role">{profileUser.role}</p>
          </div>
        </div>
        {failure ? (
          <Flash variant="danger">
            {failureText(t, failure)}{' '}
            <Button size="small" onClick={() => actor.send({ type: 'profile.dismissFailure' })}>
              {t('chat.profile.dismiss')}
            </Button>
          </Flash>
        ) : null}
        <form
          className="cea-chat-profile__about"
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'profile.update', changes: { about: about.trim() } })
          }}
        >
          <FormControl>
            <FormControl.Label>{t('chat.profile.about')}</FormControl.Label>
            <Textarea
              block
              rows={3}
              maxLength={500}
              value={about}
              onChange={(event) => setAbout(event.target.value)}
            />
          </FormControl>
          <Button type="submit" size="small" disabled={!isAboutChanged}>
            {t('chat.profile.saveAbout')}
          </Button>
        </form>
        <RadioGroup
          name="cea-chat-status"
          onChange={(value) => {
            const status = chatStatuses.find((candidate) => candidate === value)
            if (status) actor.send({ type: 'profile.update', changes: { status } })
          }}
        >
          <RadioGroup.Label>{t('chat.profile.status')}</RadioGroup.Label>
          {chatStatuses.map((status) => (
            <FormControl key={status}>
              <Radio value={status} checked={profileUser.status === status} />
              <FormControl.Label>
                <span className="cea-chat-status-option" data-status={status}>
                  {statusText(t, status)}
                </span>
              </FormControl.Label>
            </FormControl>
          ))}
        </RadioGroup>
        <fieldset className="cea-chat-profile__settings">
          <legend>{t('chat.profile.settings')}</legend>
          {switches.map((name) => (
            <div key={name} className="cea-chat-profile__switch">
              <span id={switchIds[name]}>{t(`chat.profile.${name}`)}</span>
              <ToggleSwitch
                aria-labelledby={switchIds[name]}
                size="small"
                checked={profileUser.settings[name]}
                buttonLabelOn={t('chat.profile.on')}
                buttonLabelOff={t('chat.profile.off')}
                onClick={() =>
                  actor.send({
                    type: 'profile.update',
                    changes: { settings: { [name]: !profileUser.settings[name] } },
                  })
                }
              />
            </div>
          ))}
        </fieldset>
      </div>
    </Dialog>
  )
}
