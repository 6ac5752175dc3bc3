import { getShortestPaths } from '@xstate/graph'
import { describe, expect, it } from 'vitest'
import {
  type ActorLogic,
  type ActorScope,
  createActor,
  fromPromise,
  type Snapshot,
  waitFor,
} from 'xstate'
import type { WizardForm, WizardFormStep } from '../../src/api/types/formsKit'
import {
  canReach,
  emptyWizardForm,
  stepPasses,
  wizardFormSteps,
} from '../../src/machines/wizard/wizardLogic'
import {
  type SubmitOutcome,
  type WizardInput,
  wizardMachine,
  type WizardSnapshot,
  wizardStepOf,
} from '../../src/machines/wizard/wizardMachine'
import { describeEvent, type ModelEvent, modelEvents } from './wizardModelEvents'

// Model-based tests of the wizard machine (@xstate/graph): the graph walks the machine itself
// over a fixed alphabet (each step filled validly or not, Next, Back, every step of the stepper,
// Submit, Start again, and each answer of the submission). A state is its value and which steps
// pass and which show problems, so filling a step in, and a refused Next, are followed. Every reachable state gets its shortest path, replayed
// on a running actor; at every step the actor must be where the path says, no step past an
// invalid one may show, and the form must hold exactly what was typed (Back loses nothing).

/** The machine as xstate runs it: its transition also takes the submission's done event. */
interface WizardRuntime {
  getInitialSnapshot(
    scope: ActorScope<WizardSnapshot, ModelEvent>,
    input: WizardInput,
  ): WizardSnapshot
  transition(
    snapshot: WizardSnapshot,
    event: ModelEvent,
    scope: ActorScope<WizardSnapshot, ModelEvent>,
  ): WizardSnapshot
  getPersistedSnapshot(snapshot: WizardSnapshot): Snapshot<unknown>
}
const runtime: WizardRuntime = wizardMachine

const wizardModel: ActorLogic<WizardSnapshot, ModelEvent, WizardInput> = {
  getInitialSnapshot: (scope, input) => runtime.getInitialSnapshot(scope, input),
  transition: (snapshot, event, scope) => runtime.transition(snapshot, event, scope),
  getPersistedSnapshot: (snapshot) => runtime.getPersistedSnapshot(snapshot),
}

const passing = (form: WizardForm) =>
  wizardFormSteps.map((step) => (stepPasses(form, step) ? step[0] : '-')).join('')
/** The steps showing problems (after Next, the stepper, or the back end's answer). */
const showing = (snapshot: WizardSnapshot) =>
  wizardFormSteps
    .filter((step) => Object.keys(snapshot.context.problems[step]).length > 0)
    .join('+')
const keyOf = (snapshot: WizardSnapshot) =>
  `${JSON.stringify(snapshot.value)} ${passing(snapshot.context.form)} ${showing(snapshot) || 'clean'}`

const paths = getShortestPaths(wizardModel, {
  input: {},
  events: modelEvents,
  serializeState: keyOf,
  serializeEvent: describeEvent,
})

/** A running wizard whose submission waits until the test answers it. */
function startReplay() {
  let answer: ((outcome: SubmitOutcome) => void) | undefined
  const machine = wizardMachine.provide({
    actors: {
      submitWizard: fromPromise<SubmitOutcome, WizardForm>(
        () => new Promise((resolve) => (answer = resolve)),
      ),
    },
  })
  const actor = createActor(machine, { input: {} }).start()
  const take = (event: ModelEvent) => {
    if ('output' in event) answer?.(event.output)
    else actor.send(event)
  }
  return { actor, take }
}

/** What the form must hold: a step's change counts only while that step is shown. */
function expectedForm(form: WizardForm, shownStep: string | null, event: ModelEvent): WizardForm {
  if (event.type === 'wizard.change' && 'step' in event && event.step === shownStep)
    return { ...form, [event.step]: { ...form[event.step], ...event.values } }
  if (event.type === 'wizard.restart' && shownStep === null) return emptyWizardForm
  return form
}

function expectStateHolds(snapshot: WizardSnapshot, form: WizardForm): void {
  expect(snapshot.context.form).toEqual(form)
  const step = wizardStepOf(snapshot)
  if (step !== null) expect(canReach(snapshot.context.form, step)).toBe(true)
  if (snapshot.matches('submitting')) expect(snapshot.hasTag('saving')).toBe(true)
  if (snapshot.matches('submitted')) expect(snapshot.context.registration?.id).toBe(1)
  for (const formStep of wizardFormSteps) {
    const shown: WizardFormStep = formStep
    // Problems show only at a step that does not pass (or at the back end's word).
    const problems = Object.values(snapshot.context.problems[shown])
    if (problems.some((problem) => problem.code !== 'server'))
      expect(stepPasses(snapshot.context.form, shown)).toBe(false)
  }
}

describe('wizard machine: shortest paths to every reachable state', () => {
  it('reaches every step, submitting and submitted, each with every step valid or not', () => {
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value)))
    expect([...values].sort()).toEqual(
      ['account', 'personal', 'address', 'social', 'review', 'submitting', 'submitted']
        .map((value) => JSON.stringify(value))
        .sort(),
    )
    // The review is reached only with every step passing.
    for (const path of paths)
      if (path.state.matches('review')) expect(passing(path.state.context.form)).toBe('apas')
    expect(paths.length).toBeGreaterThan(40)
  })

  for (const path of paths) {
    const [start, ...moves] = path.steps
    const route = moves.map((step) => describeEvent(step.event)).join(' → ')
    it(`reaches ${keyOf(path.state)} by ${route || 'starting'}`, async () => {
      const { actor, take } = startReplay()
      expect(start && keyOf(start.state)).toBe(keyOf(actor.getSnapshot()))
      let form = emptyWizardForm
      for (const step of moves) {
        form = expectedForm(form, wizardStepOf(actor.getSnapshot()), step.event)
        take(step.event)
        const expected = keyOf(step.state)
        const reached = await waitFor(actor, (snapshot) => keyOf(snapshot) === expected, {
          timeout: 1000,
        })
        expectStateHolds(reached, form)
      }
      actor.stop()
    })
  }
})
