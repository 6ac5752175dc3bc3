// Requests asked for together start in tasks of their own, in the order they were asked.
import { describe, expect, it } from 'vitest'
import { requestTurn } from '../../src/api/requestTurns'

/** Posts a message whose task logs `name` when it runs. */
function taskThatLogs(log: string[], name: string) {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    log.push(name)
    channel.port1.close()
  }
  channel.port2.postMessage(null)
}

describe('request turns', () => {
  it('start each request in a task of its own, in call order', async () => {
    const log: string[] = []
    const first = requestTurn().then(() => {
      log.push('first')
      // A task queued now runs before the second turn, if that one is a task of its own.
      taskThatLogs(log, 'task between')
    })
    const second = requestTurn().then(() => log.push('second'))
    const third = requestTurn().then(() => log.push('third'))
    taskThatLogs(log, 'task before')
    await Promise.all([first, second, third])
    expect(log).toEqual(['task before', 'first', 'task between', 'second', 'third'])
  })
})
