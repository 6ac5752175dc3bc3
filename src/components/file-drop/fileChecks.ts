// What a file drop zone lets in: a file's type and size against the zone's rule.

/** The files a drop zone takes. */
export interface FileRule {
  /** MIME types, e.g. `image/png`; a file the browser gives no type is judged by its extension. */
  types: ReadonlyArray<{ mimeType: string; extension: string }>
  /** The largest file, in bytes. */
  maxBytes: number
}

export type FileRejectionReason = 'type' | 'size'

export interface FileRejection {
  file: File
  reason: FileRejectionReason
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/** Why the rule keeps the file out, or null when it takes it. */
export function fileProblem(file: File, rule: FileRule): FileRejectionReason | null {
  const typeFits = rule.types.some((type) =>
    file.type ? type.mimeType === file.type : type.extension === extensionOf(file.name),
  )
  if (!typeFits) return 'type'
  if (file.size > rule.maxBytes) return 'size'
  return null
}

/** The files the rule takes and, for the others, why not. */
export function checkFiles(
  files: readonly File[],
  rule: FileRule,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = []
  const rejected: FileRejection[] = []
  for (const file of files) {
    const reason = fileProblem(file, rule)
    if (reason) rejected.push({ file, reason })
    else accepted.push(file)
  }
  return { accepted, rejected }
}

/** The `accept` attribute of a file input for the rule. */
export const acceptOf = (rule: FileRule) =>
  rule.types.flatMap((type) => [type.mimeType, `.${type.extension}`]).join(',')
