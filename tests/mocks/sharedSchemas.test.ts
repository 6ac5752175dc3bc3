import { describe, expect, it } from 'vitest'
import { emailField, usernameField } from '../../src/api/schemas/fields'
import { checkEmail, checkNewPassword, checkUsername } from '../../src/machines/auth/authFormRules'
import { checkRoleName } from '../../src/machines/roles/roleFormRules'
import { checkTaskFields, emptyTaskFields } from '../../src/machines/todo/todoEditorRules'
import type { TaskFields } from '../../src/machines/todo/todoEditorRules'
import {
  emptyUserFields,
  type UserFields,
  validateUserFields,
} from '../../src/machines/users/userFormRules'
import { authHandlers } from '../../src/mocks/handlers/auth'
import { rolesHandlers } from '../../src/mocks/handlers/roles'
import { todoHandlers } from '../../src/mocks/handlers/todo'
import { usersHandlers } from '../../src/mocks/handlers/users'
import { call, startContractServer } from '../support/contract'

// One rule per field (src/api/schemas/): what a form lets through, the back end accepts, and what
// a form stops, the back end refuses at the same field.

startContractServer(...usersHandlers, ...authHandlers, ...rolesHandlers, ...todoHandlers)

const validUser: UserFields = {
  ...emptyUserFields,
  fullName: 'Ines Carvalho',
  username: 'ines.carvalho',
  email: 'ines.carvalho@tagus-robotics.com',
  contact: '+351 912 345 678',
  company: 'Tagus Robotics',
  country: 'Portugal',
  role: 'editor',
  currentPlan: 'team',
}

const userCases: [string, Partial<UserFields>][] = [
  ['valid', {}],
  ['username too short', { username: 'ab' }],
  ['username with a space', { username: 'ines carvalho' }],
  ['username too long', { username: 'i'.repeat(41) }],
  ['email without a domain', { email: 'ines@' }],
  ['email with two @', { email: 'ines@@tagus.com' }],
  ['blank full name', { fullName: '   ' }],
  ['contact of letters', { contact: 'call me' }],
  ['no role', { role: '' }],
  ['country too long', { country: 'P'.repeat(61) }],
]

describe('the user form and POST /apps/users/add-user', () => {
  it.each(userCases)('agree on %s', async (_, change) => {
    const fields = { ...validUser, ...change }
    const formErrors = Object.keys(validateUserFields(fields)).sort()
    const { status, body } = await call<{ errors?: Record<string, string> }>(
      '/apps/users/add-user',
      { method: 'POST', body: { ...fields, avatar: '' } },
    )
    if (formErrors.length === 0) expect(status).toBe(201)
    else {
      expect(status).toBe(400)
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(formErrors)
    }
  })

  it('words a too-long value as too long, with the limit', () => {
    expect(validateUserFields({ ...validUser, company: 'c'.repeat(81) }).company).toEqual({
      code: 'tooLong',
      max: 80,
    })
  })
})

describe('the sign-up form and POST /jwt/register', () => {
  const cases: [string, string, string][] = [
    ['valid', 'new.person', 'long-enough'],
    ['short password', 'new.person', 'short'],
    ['short username', 'np', 'long-enough'],
    ['username with a slash', 'new/person', 'long-enough'],
  ]
  it.each(cases)('agree on %s', async (_, username, password) => {
    const email = `${username.replace(/\W/g, '')}@demo.com`
    const formStops = [checkUsername(username), checkEmail(email), checkNewPassword(password)].some(
      (problem) => problem !== null,
    )
    const { status } = await call('/jwt/register', {
      method: 'POST',
      body: { username, email, password },
      as: 'signed-out',
    })
    expect(status).toBe(formStops ? 400 : 200)
  })
})

describe('the role dialog and POST /apps/roles', () => {
  it.each([
    ['valid', 'Support lead'],
    ['blank', '  '],
    ['too long', 'R'.repeat(41)],
    ['a slash', 'Sales/EMEA'],
  ])('agree on %s', async (_, name) => {
    const formStops = checkRoleName(name) !== null
    const { status } = await call('/apps/roles/add-role', {
      method: 'POST',
      body: { role: { name, permissions: {} } },
    })
    expect(status === 400).toBe(formStops)
  })
})

describe('the task drawer and POST /apps/todo/add-tasks', () => {
  const validTask: TaskFields = {
    ...emptyTaskFields,
    title: 'Plan the launch',
    dueDate: '2026-03-20',
  }
  it.each<[string, Partial<TaskFields>]>([
    ['valid', {}],
    ['blank title', { title: '  ' }],
    ['title too long', { title: 't'.repeat(201) }],
    ['no due date', { dueDate: '' }],
    ['a day February does not have', { dueDate: '2026-02-30' }],
    ['six tags', { tags: ['team', 'low', 'medium', 'high', 'update', 'team'] }],
  ])('agree on %s', async (_, change) => {
    const task = { ...validTask, ...change }
    const formErrors = Object.keys(checkTaskFields(task)).sort()
    const { status, body } = await call<{ errors?: Record<string, string> }>(
      '/apps/todo/add-tasks',
      { method: 'POST', body: { task } },
    )
    if (formErrors.length === 0) expect(status).toBe(201)
    else {
      expect(status).toBe(400)
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(formErrors)
    }
  })
})

describe('the zod-free rules of the sign-in and sign-up pages and the zod fields', () => {
  it.each([
    'ines@tagus.pt',
    'Ines.Carvalho+news@tagus-robotics.com',
    'ines@',
    'ines@tagus',
    'in es@tagus.pt',
    'ines@@tagus.pt',
    '<ines@tagus.pt>',
    '',
    `${'i'.repeat(320)}@tagus.pt`,
  ])('agree on the email %s', (value) => {
    expect(checkEmail(value) === null).toBe(emailField.safeParse(value).success)
  })

  it.each(['ines', 'in', 'ines carvalho', 'ines_c-1.x', '', 'i'.repeat(41), ' ines '])(
    'agree on the username %s',
    (value) => {
      expect(checkUsername(value) === null).toBe(usernameField.safeParse(value).success)
    },
  )
})
