/** Hands the browser a file to save (a download): a CSV export, an invoice's PDF. */
export function saveFile(fileName: string, type: string, content: BlobPart): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Hands the browser a text file to save, e.g. a CSV export. */
export const saveTextFile = (fileName: string, type: string, text: string): void =>
  saveFile(fileName, type, text)
