/** Hands the browser a text file to save (a download), e.g. a CSV export. */
export function saveTextFile(fileName: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
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
