import { http as mswHttp, HttpResponse } from 'msw'
import { z } from 'zod'
import { server } from '../../../mocks/node'
import { apiRequest } from '@/api/client'
import { countFirstScreenRequests, forgetFirstScreenRequests } from '@/api/first-screen-requests'
import { kycResource } from '@/api/kyc/kyc.api'
import { loanResource } from '@/api/loans/loans.api'
import { memberResource } from '@/api/members/members.api'
import { requestScheduler } from '@/api/request-budget'
import { FIRST_SCREEN_REQUESTS } from '../../../scripts/first-screen'

const ORIGIN = 'http://localhost:3000'
const Served = z.object({ served: z.number() })

/** A resource of the test's own that counts the GETs it serves. */
function countedResource() {
  const seen = { served: 0 }
  server.use(mswHttp.get(`${ORIGIN}/api/things`, () => HttpResponse.json({ served: (seen.served += 1) })))
  return seen
}

/** What index.html's script leaves for the console: the GET of `url`, sent. */
function sentByThePage(url: string): Promise<Response> {
  const answer = fetch(`${ORIGIN}/${url}`, { credentials: 'include', headers: { Accept: 'application/json' } })
  window.__firstScreenRequests = [{ url, answer }]
  return answer
}

const askForThings = () => apiRequest('get', 'api/things', Served, { searchParams: { page: 1 } })

describe("the first screen's GETs that index.html sent", () => {
  afterEach(() => forgetFirstScreenRequests())

  it('are answered once, to the first ask, without asking the server again', async () => {
    const seen = countedResource()
    sentByThePage('api/things?page=1')
    countFirstScreenRequests()

    expect(await askForThings()).toEqual({ served: 1 })
    expect(seen.served).toBe(1)
    // The next ask is a request of its own.
    expect(await askForThings()).toEqual({ served: 2 })
  })

  it('count in the request budget as they leave, and not again when taken', async () => {
    requestScheduler.reset(2)
    countedResource()
    sentByThePage('api/things?page=1')
    countFirstScreenRequests()
    await askForThings()
    // Two a minute: the page's request and this one. A third waits for the minute.
    await askForThings()
    expect(requestScheduler.getState().foregroundHeldUntil).toBeNull()
    void askForThings().catch(() => undefined)
    await vi.waitFor(() => expect(requestScheduler.getState().foregroundHeldUntil).not.toBeNull())
    requestScheduler.reset(0)
  })

  it('are let go once the first screen has loaded: a later ask goes to the server', async () => {
    const seen = countedResource()
    const answered = sentByThePage('api/things?page=1')
    countFirstScreenRequests()
    forgetFirstScreenRequests()
    await answered

    expect(await askForThings()).toEqual({ served: 2 })
    expect(seen.served).toBe(2)
  })

  it('name the API paths the console asks for first', () => {
    const urls = FIRST_SCREEN_REQUESTS.map(([, url]) => url)
    for (const resource of [loanResource, kycResource, memberResource]) {
      expect(urls).toContain(`${resource.path}?page=1`)
      expect(urls).toContain(`${resource.path}/$1`)
    }
  })
})
