// The keys that step through a chart's points (pointFinding.ts). A file of its own: the chart's
// image answers them before its interactive view has loaded, without loading it.
export const steppingKeys: readonly string[] = [
  'ArrowRight',
  'ArrowLeft',
  'ArrowDown',
  'ArrowUp',
  'Home',
  'End',
]
