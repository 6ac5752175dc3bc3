/** A promise the test resolves itself: holds a call (or anything else) until released. */
export function gate() {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  return { held, release }
}
