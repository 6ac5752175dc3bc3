export declare function timingsFile(suite: 'stories' | 'journeys'): string
export declare function writeTimings(
  suite: 'stories' | 'journeys',
  entries: { name: string; ms: number }[],
): void
export declare function clearTimings(): void
export declare function timingSummary(slowest?: number): string[]
