export const DOWNLOAD_FAILED_MESSAGE = 'Failed to download document.'
export const PREVIEW_FAILED_MESSAGE = 'Failed to load document.'
