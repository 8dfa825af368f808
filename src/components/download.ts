/** Hands `text` to the browser as a file download named `fileName`. */
export function downloadTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download by the time the next task runs; then the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
