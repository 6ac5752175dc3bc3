import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Writes each journey's duration (every attempt) where `npm test` reads them for its summary
 * (scripts/test-timings.mjs): `{ name, ms }[]`, the name being the spec file and the test's title.
 */
export default class TimingReporter implements Reporter {
  private readonly entries: { name: string; ms: number }[] = []

  constructor(private readonly options: { outputFile: string }) {}

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative('tests/e2e', test.location.file)
    const title = test.titlePath().slice(3).join(' › ')
    const attempt = result.retry ? ` (retry ${result.retry})` : ''
    this.entries.push({ name: `${file} › ${title}${attempt}`, ms: result.duration })
  }

  onEnd(): void {
    mkdirSync(dirname(this.options.outputFile), { recursive: true })
    writeFileSync(this.options.outputFile, JSON.stringify(this.entries))
  }
}
