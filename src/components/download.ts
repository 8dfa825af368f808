/** Hands `blob` to the browser as a file download named `fileName`, then lets its object URL go. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    // The download has taken its copy once the click's navigation starts; a moment later the URL can go.
    setTimeout(() => URL.revokeObjectURL(url), 1_000)
  }
}

/** Hands `text` to the browser as a file download named `fileName`. */
export function downloadTextFile(text: string, fileName: string, type: string): void {
  downloadBlob(new Blob([text], { type }), fileName)
}
