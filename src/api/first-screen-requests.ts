import { outcomeOfStatus, withinBudget } from './request-budget'

/*
 * The GETs a live build's `index.html` sent for its first screen before any module ran
 * (scripts/first-screen.ts): who is signed in, and the screen's list page or record, so they leave in
 * the first round trip after the HTML rather than after the entry, the router and the session check.
 * The client takes each answer in place of asking again, once; what no request takes by the end of the
 * first screen's load is let go. Each counts in the request budget as a first screen's request.
 */

interface SentEarly {
  /** As the client names a GET: `api/user`, `api/kyc-1s?page=1`. */
  url: string
  answer: Promise<Response>
}

declare global {
  interface Window {
    __firstScreenRequests?: SentEarly[]
  }
}

let waiting = new Map<string, Promise<Response>>()

/** Once, as the console starts: each request the page sent takes its place in the budget, as sent now. */
export function countFirstScreenRequests(): void {
  const sent = window.__firstScreenRequests ?? []
  delete window.__firstScreenRequests
  waiting = new Map(
    sent.map(({ url, answer }) => {
      const counted = withinBudget(
        'foreground',
        undefined,
        () => answer,
        (response) => outcomeOfStatus(response.status, response.headers.get('Retry-After')),
      )
      // A request that got no answer is counted as such; the console's own asks again.
      counted.catch(() => undefined)
      return [url, counted]
    }),
  )
}

/** The answer to the GET of `url` the page sent early, the first time it is asked for; otherwise undefined. */
export function takeFirstScreenAnswer(url: string): Promise<Response> | undefined {
  const answer = waiting.get(url)
  waiting.delete(url)
  return answer
}

/**
 * The first screen has loaded: an answer nobody took (the screen asked for something else, say a queue
 * read oldest first) is let go. It stays counted: Laravel counted it.
 */
export function forgetFirstScreenRequests(): void {
  waiting.clear()
}
