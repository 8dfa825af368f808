/**
 * jsdom works out an element's style by matching every rule of its built-in browser stylesheet against
 * the element, and again after any change to the page. Testing Library's role queries ask for it for
 * every node they name (is it hidden? is it a block, so its text is a word of its own?), so about a
 * sixth of the suite's time went there. The tests load no stylesheet (Vitest does not process the
 * console's CSS), so an element's style follows from its tag and a few attributes alone, unless it or
 * an ancestor has an inline style or the stylesheet reads more than the element. This keeps jsdom's
 * answer per tag and those attributes, asked once of a detached element like it, and asks jsdom itself
 * for everything else.
 */
export function shareComputedStyles(window: Window): void {
  // The setup runs once per test file in a shared jsdom: patch once, or each file would wrap the last
  // file's patch and a lookup would pass through one layer per file run before it.
  if (Object.hasOwn(window.getComputedStyle, 'shared')) return
  const computedStyle = window.getComputedStyle.bind(window)
  const byLook = new Map<string, CSSStyleDeclaration>()
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    const look = pseudoElement || window.document.styleSheets.length > 0 ? null : lookOf(element)
    if (look === null) return computedStyle(element, pseudoElement)
    let style = byLook.get(look)
    if (!style) {
      const twin = window.document.createElement(element.localName)
      for (const name of LOOK_ATTRIBUTES) {
        const value = element.getAttribute(name)
        if (value !== null) twin.setAttribute(name, value)
      }
      style = computedStyle(twin)
      byLook.set(look, style)
    }
    return style
  }
  Object.defineProperty(window.getComputedStyle, 'shared', { value: true })
}

/** The attributes jsdom's browser stylesheet reads of the element itself. */
const LOOK_ATTRIBUTES = ['hidden', 'open', 'type'] as const

/**
 * What decides the element's style, or null where more does: an inline style on it, one above it that
 * it inherits from, a hidden table part (its 'collapse' is inherited), a summary (whether it is its
 * details' first), a popover (its state is no attribute) or an element outside the HTML namespace.
 */
function lookOf(element: Element): string | null {
  if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || element.localName === 'summary') return null
  if (element.hasAttribute('popover')) return null
  if (element.hasAttribute('style')) return null
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') && TABLE_PARTS.has(node.localName)) return null
    if (node !== element && inheritsFromInline(node)) return null
  }
  return [element.localName, ...LOOK_ATTRIBUTES.map((name) => element.getAttribute(name) ?? '\u0000')].join('|')
}

/** An inline style above the element that it inherits something from that the tests read. */
function inheritsFromInline(node: Element): boolean {
  if (!node.hasAttribute('style')) return false
  const { style } = node as HTMLElement
  return INHERITED_READ.some((property) => style.getPropertyValue(property) !== '')
}

/** The inherited properties Testing Library, user-event and jest-dom read: hidden, and clickable. */
const INHERITED_READ = ['visibility', 'pointer-events'] as const

const TABLE_PARTS = new Set(['colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr'])
