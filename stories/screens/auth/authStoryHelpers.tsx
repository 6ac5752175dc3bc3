import { type ReactNode, useEffect } from 'react'
import { expect, waitFor, type within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { apiRequest } from '../../../src/api/http'
import { AuthContext } from '../../../src/screens/auth/authContext'

type Canvas = ReturnType<typeof within>

/** The recovery flows' "server": answers at once, or never (for the submitting states). */
export const instantActor = <Input,>() => fromPromise<undefined, Input>(async () => undefined)
export const pendingActor = <Input,>() =>
  fromPromise<undefined, Input>(() => new Promise<undefined>(() => undefined))

/** The password field (its show/hide button has "password" in its name too). */
export function passwordInput(canvas: Canvas, label = 'Password'): HTMLInputElement {
  // A required field's label ends with its marker ("Password *").
  return canvas.getByLabelText(new RegExp(`^${label}`), { selector: 'input' })
}

/** Sign-in and sign-up buttons are disabled while the stored session is read: wait for it. */
export async function findReadyButton(canvas: Canvas, name: string | RegExp) {
  const button = await canvas.findByRole('button', { name })
  await waitFor(() => expect(button).toBeEnabled())
  return button
}

/**
 * Makes the signed-in session expire the way it does in the app: a data call is
 * refused (401), the client's refresh is refused too, and the auth machine signs
 * out with the "session expired" notice. The story's MSW handlers refuse both.
 */
export function ExpireSessionOnceSignedIn({ children }: { children: ReactNode }) {
  const isSignedIn = AuthContext.useSelector((state) => state.hasTag('signedIn'))
  useEffect(() => {
    if (isSignedIn) apiRequest('/api/users/list/all-data').catch(() => undefined)
  }, [isSignedIn])
  return children
}

/** Validation messages fade in: wait until the text is fully shown. */
export async function expectShown(canvas: Canvas, text: string | RegExp) {
  await waitFor(() => expect(canvas.getByText(text)).toBeVisible())
}
