/*
 * What the console says while the server makes it wait (DESIGN section 9, issue 22): one message at a
 * time, and the true one. A 429 is an answer (Laravel ran nothing and will); no answer at all is a
 * connection that is down; a 5xx is a server that answered with an error.
 */

/** 'The server is busy. Retrying in 12 s', or without the seconds while they are not known. */
export function serverBusyText(seconds: number | null): string {
  return `The server is busy. ${seconds === null ? 'Retrying...' : `Retrying in ${seconds} s`}`
}

/** 'Waiting for the server (12 s)': the console's own request budget holds what a person asked for. */
export function budgetWaitText(seconds: number): string {
  return `Waiting for the server (${seconds} s)`
}

export const SERVER_UNREACHABLE_MESSAGE = 'Cannot reach the server. Retrying...'
export const SERVER_FAILING_MESSAGE = 'The server could not answer. Retrying...'
