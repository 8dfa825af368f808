import '@testing-library/jest-dom/vitest'
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { format } from 'node:util'
import type { MockInstance } from 'vitest'
import * as React from 'react'
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { resetMockApi, server } from '../mocks/node'
import { resetConnectivity } from '@/api/connectivity'
import { outbox } from '@/api/outbox'
import { requestScheduler } from '@/api/request-budget'
import { clearToasts } from '@/components/toast/toast-store'
import { forgetNewVersion } from '@/lib/console-version'
import { cancelAllExports } from '@/features/review/list/export/export-runs'
import { settleRenderedApps } from './support/render-app'
import { restoreRealClock } from './support/time'
import { shareComputedStyles } from './support/computed-style'

// jsdom's FormData, File and Blob are not the classes Node's fetch serialises, so an upload would reach
// the mock as a file named "blob" holding "undefined". Use Node's own, as a browser's fetch would. This
// runs before any test imports the app, so schemas such as `z.instanceof(File)` see Node's File too.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData
Object.assign(globalThis, { FormData: NodeFormData, File: NodeFile, Blob: NodeBlob })

// Likewise AbortController and fetch are Node's, so an aborted request rejects with Node's DOMException,
// which is no instance of jsdom's: the app would take a cancelled request for a failure (a cancelled
// export said 'Failed to fetch loan applications'). A browser has one DOMException; so do the tests.
const aborted = new AbortController()
aborted.abort()
Object.assign(globalThis, { DOMException: (aborted.signal.reason as DOMException).constructor })

// jsdom has no layout and only logs 'Not implemented' for the router's scroll restoration.
window.scrollTo = () => {}

// jsdom draws its frames on the global setInterval, which a test holding the clock fakes: its frames
// stop, and one faked mid-frame stops them for the rest of the file. A browser's frames go on whatever
// the page's timers do, so here they come from the real clock. Every 4 ms rather than a screen's 16:
// nothing is drawn, no test measures a frame, and a step of the queue waits for one (a walk of 62
// records spent a second of the suite waiting for frames at 16 ms).
const FRAME_MS = 4
const realSetTimeout = globalThis.setTimeout
const realClearTimeout = globalThis.clearTimeout
window.requestAnimationFrame = (callback) => Number(realSetTimeout(() => callback(performance.now()), FRAME_MS))
window.cancelAnimationFrame = (handle) => realClearTimeout(handle)

// user-event waits a macrotask after each key and click by default (delay: 0); the tests' user does not.
// Once per worker: the files of a worker share user-event, and a wrapper per file would stack.
if (!Object.hasOwn(userEvent.setup, 'withoutDelay')) {
  const setupUser = userEvent.setup.bind(userEvent)
  const setup = (options?: Parameters<typeof userEvent.setup>[0]) => setupUser({ delay: null, ...options })
  Object.defineProperty(setup, 'withoutDelay', { value: true })
  Object.assign(userEvent, { setup })
}

// Role queries name every candidate node, and jsdom matched its whole browser stylesheet for each.
shareComputedStyles(window)

// jsdom without the canvas package has no 2D context, yet logs 'Not implemented' when asked for one.
// Answer as a browser without canvas support does: no context. The chart wrappers then show a note in
// place of each canvas (the drawing is checked in Chromium, tests/e2e/dashboard.spec.ts), and axe-core
// skips the checks it would draw for.
HTMLCanvasElement.prototype.getContext = () => null

polyfillModalDialog()
findLabelControlsById()
listPageLabelsOncePerChange()
skipOwnerStacks()

// The first screen of a test file waits for its lazily loaded route chunks to be transformed, which on
// a busy 2-core machine can take several seconds; a wait ends as soon as the screen shows.
configure({ asyncUtilTimeout: 15_000, getElementError })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

// The output stays clean: a test fails when it leaves either of these.
// - React warns that an update was 'not wrapped in act(...)' when the app changed after the test
//   stopped looking (or something outside React changed it unannounced). A test's own spy on
//   console.error is this one (Vitest reuses a spy), so muting expected errors does not hide it.
// - jsdom says 'Not implemented: ...' (a navigation, window.alert()) on its own console, outside any
//   test's output.
let consoleError: MockInstance<typeof console.error>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
})
const notImplemented: string[] = []
const onJsdomError = (error: Error) => {
  if (error.message.startsWith('Not implemented')) notImplemented.push(error.message)
}
const { virtualConsole } = (globalThis as { jsdom?: { virtualConsole: NodeJS.EventEmitter } }).jsdom ?? {}
virtualConsole?.on('jsdomError', onJsdomError)
afterAll(() => virtualConsole?.off('jsdomError', onJsdomError))

// Each test starts with no 429 wait left over and no request budget: a test that exports 5,000 records
// would otherwise take the minutes the 60-a-minute default takes in production. Tests of the budget
// set one with `requestScheduler.reset(limit)`.
beforeEach(() => requestScheduler.reset(0))

afterEach(async () => {
  // A test that took the clock (tests/support/time.ts) gives it back before the app is let settle.
  restoreRealClock()
  // An export belongs to the app, not to a screen: one a test left running must not reach the next.
  cancelAllExports()
  try {
    await settleRenderedApps()
  } finally {
    // Even after a test whose app never settled: the files of a worker share the mock API and the
    // app's modules, so what one test left would otherwise fail every test after it.
    forgetTest()
  }
  const noise = [
    ...consoleError.mock.calls
      .map((args) => format(...args).split('\n')[0] ?? '')
      .filter((message) => message.includes('not wrapped in act')),
    ...notImplemented.splice(0),
  ]
  if (noise.length > 0) throw new Error(`The test left warnings in the output:\n${noise.join('\n')}`)
})

afterAll(() => server.close())

/**
 * Testing Library's own error for a query that found nothing, except while `waitFor` or a `findBy` is
 * still trying: there it printed the whole page on every failed try (a thirtieth of the suite's time), and
 * only the last try's message is ever read, which `waitFor` prints again with the page when it gives up.
 */
function getElementError(message: string | null, container: Element): Error {
  const stillTrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics
  const page = stillTrying ? '' : `Ignored nodes: comments, script, style\n${prettyDOM(container)}`
  const error = new Error([message, page].filter(Boolean).join('\n\n'))
  error.name = 'TestingLibraryElementError'
  return error
}

/** Leaves nothing of the test that ran for the next: no screen, write, toast, cookie or mock state. */
function forgetTest(): void {
  server.events.removeAllListeners()
  cleanup()
  // Writes left unconfirmed belong to this test: the next one starts with an empty outbox, online.
  outbox.reset()
  resetConnectivity()
  clearToasts()
  forgetNewVersion()
  server.resetHandlers()
  resetMockApi()
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}

/**
 * jsdom (29) knows `<dialog>` only as an element with an `open` attribute: no showModal(), close(),
 * returnValue, nor Escape. The app's dialogs use those platform features, so this adds them as the
 * HTML standard describes them, no more: showModal() sets `open` and stacks the dialog, close() removes
 * `open`, sets returnValue and fires `close` in a later task, and an Escape keydown nobody cancelled
 * fires a cancelable `cancel` at the topmost modal dialog and closes it unless that is cancelled. Left
 * out because jsdom has nothing to apply them to: the top layer, inertness, the first focus (our dialogs
 * set theirs with [data-autofocus]) and Chrome's rule that a second Escape without a click cannot be
 * cancelled. Browser tests (tests/e2e/dialogs.spec.ts) cover the real element in Chromium.
 */
function polyfillModalDialog(): void {
  const proto = HTMLDialogElement.prototype
  // The setup runs once per test file in a shared jsdom: patch once.
  if ('showModal' in proto) return
  const modals: HTMLDialogElement[] = []
  const returnValues = new WeakMap<HTMLDialogElement, string>()
  const topmost = () => modals.findLast((dialog) => dialog.isConnected && dialog.open)

  Object.defineProperties(proto, {
    returnValue: {
      configurable: true,
      get(this: HTMLDialogElement) {
        return returnValues.get(this) ?? ''
      },
      set(this: HTMLDialogElement, value: string) {
        returnValues.set(this, String(value))
      },
    },
    showModal: {
      configurable: true,
      value(this: HTMLDialogElement) {
        if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError')
        if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError')
        this.setAttribute('open', '')
        modals.push(this)
      },
    },
    close: {
      configurable: true,
      value(this: HTMLDialogElement, returnValue?: string) {
        if (!this.open) return
        this.removeAttribute('open')
        const index = modals.indexOf(this)
        if (index !== -1) modals.splice(index, 1)
        if (returnValue !== undefined) this.returnValue = returnValue
        setTimeout(() => this.dispatchEvent(new Event('close')))
      },
    },
  })

  // The default action of Escape: on window, the last stop, so after the page's own listeners.
  window.addEventListener('keydown', (event) => {
    const dialog = topmost()
    if (event.key !== 'Escape' || event.defaultPrevented || !dialog) return
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close()
  })
}

/**
 * jsdom (29) finds the control of a `<label for>` by walking the whole document for the id, and an
 * input's `labels` asks that of every label in the document: naming one field costs labels x nodes, and
 * Testing Library names every field a role or label query looks at. In the member form's tests (thirty
 * fields) that was half of their time. The document already keeps its elements by id (`getElementById`, which
 * answers the first in tree order, as the standard's lookup does), so the control is looked up there;
 * the rest (no `for`, a label outside a document) stays jsdom's own. Same answer, one lookup.
 */
function findLabelControlsById(): void {
  type LabelImpl = {
    hasAttributeNS(namespace: null, name: string): boolean
    getAttributeNS(namespace: null, name: string): string | null
    getRootNode(options: object): { nodeType: number; getElementById(id: string): ControlImpl | null }
  }
  type ControlImpl = {
    nodeType: number
    namespaceURI: string | null
    localName: string
    type?: string
    _ceDefinition?: { formAssociated?: boolean }
  }
  const label = document.createElement('label')
  const implKey = Object.getOwnPropertySymbols(label).find((symbol) => symbol.description === 'impl')
  if (!implKey) return
  const implPrototype: object = Object.getPrototypeOf((label as unknown as Record<symbol, object>)[implKey])
  const jsdomControl = Object.getOwnPropertyDescriptor(implPrototype, 'control')?.get
  // The setup runs once per test file in a shared jsdom: patch once.
  if (!jsdomControl || Object.hasOwn(jsdomControl, 'byId')) return
  const labelable = new Set(['button', 'meter', 'output', 'progress', 'select', 'textarea'])
  // https://html.spec.whatwg.org/multipage/forms.html#category-label
  const isLabelable = (node: ControlImpl) =>
    node.nodeType === Node.ELEMENT_NODE &&
    node.namespaceURI === 'http://www.w3.org/1999/xhtml' &&
    (labelable.has(node.localName) ||
      (node.localName === 'input' && node.type !== 'hidden') ||
      node._ceDefinition?.formAssociated === true)
  function control(this: LabelImpl): ControlImpl | null {
    const root = this.hasAttributeNS(null, 'for') ? this.getRootNode({}) : null
    if (root?.nodeType !== Node.DOCUMENT_NODE) return jsdomControl!.call(this) as ControlImpl | null
    const id = this.getAttributeNS(null, 'for') ?? ''
    const element = id === '' ? null : root.getElementById(id)
    return element && isLabelable(element) ? element : null
  }
  Object.defineProperty(control, 'byId', { value: true })
  Object.defineProperty(implPrototype, 'control', { configurable: true, get: control })
}

/**
 * jsdom lists a field's `labels` by walking every node of the document and asking each whether it labels
 * the field, and walks again after any change to the page. Testing Library's label and role queries ask
 * that of every form control on the page in turn, so one query over the member form (thirty fields,
 * their buttons) walked the page some sixty times. Here each label's control is worked out once per
 * change of the page (jsdom counts the changes below a node: its `_version`), and a field looks its
 * labels up there, in tree order as before. The answer is an array rather than a NodeList: every reader
 * here (Testing Library, dom-accessibility-api, user-event) reads its length and iterates it. A field
 * outside a document keeps jsdom's walk.
 */
function listPageLabelsOncePerChange(): void {
  const implKey = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl')
  if (!implKey) return
  const versionOf = (node: Node) => (node as unknown as Record<symbol, { _version: number }>)[implKey]!._version
  const listed = new WeakMap<Node, { version: number; byControl: Map<Element, HTMLLabelElement[]> }>()
  const labelsByControl = (root: Document) => {
    const version = versionOf(root)
    let page = listed.get(root)
    if (page?.version !== version) {
      const byControl = new Map<Element, HTMLLabelElement[]>()
      for (const label of root.getElementsByTagName('label')) {
        const { control } = label
        if (control) byControl.set(control, [...(byControl.get(control) ?? []), label])
      }
      page = { version, byControl }
      listed.set(root, page)
    }
    return page.byControl
  }
  const none: readonly HTMLLabelElement[] = Object.freeze([])
  const labelables = [
    HTMLButtonElement,
    HTMLInputElement,
    HTMLMeterElement,
    HTMLOutputElement,
    HTMLProgressElement,
    HTMLSelectElement,
    HTMLTextAreaElement,
  ]
  for (const { prototype } of labelables) {
    const jsdomLabels = Object.getOwnPropertyDescriptor(prototype, 'labels')?.get
    // The setup runs once per test file in a shared jsdom: patch once.
    if (!jsdomLabels || Object.hasOwn(jsdomLabels, 'listed')) continue
    function labels(this: HTMLElement): readonly HTMLLabelElement[] | NodeListOf<HTMLLabelElement> | null {
      // A hidden input is no labelable element (jsdom answers null), and outside a document jsdom walks.
      const root = this.getRootNode()
      const onPage = root instanceof Document && !isHiddenInput(this)
      if (!onPage) return jsdomLabels!.call(this) as NodeListOf<HTMLLabelElement> | null
      return labelsByControl(root).get(this) ?? none
    }
    Object.defineProperty(labels, 'listed', { value: true })
    Object.defineProperty(prototype, 'labels', { configurable: true, enumerable: true, get: labels })
  }
}

function isHiddenInput(element: HTMLElement): boolean {
  return element instanceof HTMLInputElement && element.type === 'hidden'
}

/**
 * React's development build captures a stack trace (`new Error()`) for every element it creates, for
 * the "owner stack" its warnings and DevTools print. The suite creates millions of elements and that
 * capture was a twelfth of its time; no test reads an owner stack. React stops capturing once a counter
 * passes 10,000 and resets it each second of rendering: this keeps it past. Warnings still come, with
 * the component names their message gives.
 */
function skipOwnerStacks(): void {
  const internals = (React as unknown as Record<string, object | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set: () => {},
  })
}
