import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { AutocompleteResponse } from '../../src/api/types/search'
import { autocompleteMachine } from '../../src/machines/forms/autocompleteMachine'
import { formElementsMachine, shownProblems } from '../../src/machines/forms/formElementsMachine'
import {
  emptyFormElements,
  formElementsProblems,
  type FormElementsValues,
} from '../../src/machines/forms/formElementsRules'

const photo = new File(['png'], 'photo.png', { type: 'image/png' })

const validValues = (): FormElementsValues => ({
  ...emptyFormElements(),
  fullName: 'Ada Lovelace',
  quantity: '3',
  password: 'correct horse',
  country: 'ca',
  languages: ['en', 'fr'],
  terms: true,
  plan: 'team',
  birthDate: '1990-02-28',
  stayFrom: '2026-05-01',
  stayTo: '2026-05-01',
  meetingTime: '09:30',
  phone: '(555) 123-4567',
  card: '4242 4242 4242 4242',
  postalCode: 'K1A 0B1',
  files: [photo],
})

function start(search = '') {
  const titles = autocompleteMachine.provide({
    actors: {
      loadTitles: fromPromise<AutocompleteResponse>(async () => ({
        autoComplete: [{ id: 7, title: 'Copper Orchard', rank: 1 }],
      })),
    },
  })
  const machine = formElementsMachine.provide({ actors: { titles } })
  return createActor(machine, { input: { search: new URLSearchParams(search) } }).start()
}

describe('formElementsProblems', () => {
  it('finds nothing wrong in a filled form with a title', () => {
    expect(formElementsProblems(validValues(), true)).toEqual({})
  })

  it('names every required field of an empty form; the bio, switch and card may stay empty', () => {
    const problems = formElementsProblems(emptyFormElements(), false)
    expect(Object.keys(problems).sort()).toEqual(
      [
        'birthDate',
        'country',
        'files',
        'fullName',
        'languages',
        'meetingTime',
        'password',
        'phone',
        'plan',
        'postalCode',
        'stayFrom',
        'stayTo',
        'terms',
        'title',
      ].sort(),
    )
    expect(Object.values(problems).every((problem) => problem === 'required')).toBe(true)
  })

  it('checks limits, shapes, the card checksum and the order of the stay', () => {
    const problems = formElementsProblems(
      {
        ...validValues(),
        fullName: 'x'.repeat(81),
        quantity: '2.5',
        password: 'short',
        bio: 'y'.repeat(201),
        birthDate: '2026-02-30',
        stayTo: '2026-04-30',
        meetingTime: '17:01',
        phone: '(555) 123-456',
        card: '4242 4242 4242 4241',
        postalCode: 'K1A 0B',
      },
      true,
    )
    expect(problems).toEqual({
      fullName: 'tooLong',
      quantity: 'range',
      password: 'tooShort',
      bio: 'tooLong',
      birthDate: 'format',
      stayTo: 'order',
      meetingTime: 'range',
      phone: 'format',
      card: 'format',
      postalCode: 'format',
    })
    expect(formElementsProblems({ ...validValues(), quantity: '100' }, true)).toEqual({
      quantity: 'range',
    })
  })
})

describe('formElementsMachine', () => {
  it('shows no problem before a submit, then every one, and follows each edit', () => {
    const actor = start()
    expect(shownProblems(actor.getSnapshot().context, false)).toEqual({})
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true)
    expect(shownProblems(actor.getSnapshot().context, false).fullName).toBe('required')
    actor.send({ type: 'fields.change', values: { fullName: 'Ada' } })
    expect(shownProblems(actor.getSnapshot().context, false).fullName).toBeUndefined()
    expect(actor.getSnapshot().hasTag('invalid')).toBe(false)
  })

  it('is valid once every field is filled and a title is chosen from the list', async () => {
    const actor = start()
    const { files, ...values } = validValues()
    actor.send({ type: 'fields.change', values })
    actor.send({ type: 'files.add', accepted: files, rejected: [] })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true)
    const titles = actor.getSnapshot().context.titles
    await waitFor(titles, (snapshot) => snapshot.hasTag('ready'))
    titles.send({ type: 'option.choose', id: 7 })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().hasTag('valid')).toBe(true)
  })

  it('keeps the files taken, replaces the refused ones with each drop, and removes by index', () => {
    const actor = start()
    const scan = new File(['pdf'], 'scan.pdf', { type: 'application/pdf' })
    actor.send({
      type: 'files.add',
      accepted: [photo],
      rejected: [{ name: 'run.sh', reason: 'type', bytes: 4 }],
    })
    actor.send({ type: 'files.add', accepted: [scan], rejected: [] })
    expect(actor.getSnapshot().context.values.files).toEqual([photo, scan])
    expect(actor.getSnapshot().context.rejectedFiles).toEqual([])
    actor.send({ type: 'files.remove', index: 0 })
    expect(actor.getSnapshot().context.values.files).toEqual([scan])
  })

  it('reads the fields’ mode from the URL, follows it, and starts again on reset', () => {
    const actor = start('fields=readOnly')
    expect(actor.getSnapshot().context.mode).toBe('readOnly')
    actor.send({ type: 'view.follow', search: new URLSearchParams('fields=nonsense') })
    expect(actor.getSnapshot().context.mode).toBe('editable')
    actor.send({ type: 'mode.set', mode: 'disabled' })
    actor.send({ type: 'fields.change', values: { fullName: 'Ada' } })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.reset' })
    const { context } = actor.getSnapshot()
    expect(context).toMatchObject({ mode: 'disabled', submits: 0, values: emptyFormElements() })
  })
})
