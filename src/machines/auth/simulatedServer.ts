/**
 * How long the recovery flows "talk to the server". SPEC §7 has no calls for
 * forgot, reset, verify or two-step, so their actors wait this long and succeed;
 * tests and stories provide instant or never-ending actors instead.
 */
export const simulatedServerDelayMs = 700

export function simulateServerDelay(milliseconds = simulatedServerDelayMs): Promise<undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), milliseconds))
}
