// Requests made together start one per task. A dashboard's cards ask for a dozen things in the same
// moment, and starting a fetch through the service worker costs the page a couple of ms each: in
// one task they made a long task that held up input on a phone; in turns, each is a short one.

let lastTurn: Promise<void> = Promise.resolve()

/** A promise that resolves in a task of its own (a message, which no timer clamping delays). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/** Resolves in a task of its own, after every earlier caller's turn: call order is kept. */
export function requestTurn(): Promise<void> {
  const turn = lastTurn.then(nextTask)
  lastTurn = turn
  return turn
}
