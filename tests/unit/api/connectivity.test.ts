import { act, waitFor } from '@testing-library/react'
import '@/api/client'
import { connectionState, reportAnswered, reportNoAnswer } from '@/api/connectivity'

describe('the connection while the browser has no network', () => {
  it('stays offline whatever a request did meanwhile, and is online again once the browser is', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(connectionState.get()).toEqual({ kind: 'offline' })

    // An answer that was on its way when the network went, then a request that failed before the
    // browser said why: the console still says offline, and asks the server nothing till it is back.
    reportAnswered()
    expect(connectionState.get()).toEqual({ kind: 'offline' })
    reportNoAnswer()
    expect(connectionState.get()).toEqual({ kind: 'offline' })

    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(connectionState.get()).toEqual({ kind: 'online' }))
  })
})
