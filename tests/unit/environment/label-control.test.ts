/**
 * The test environment looks a label's control up by id (tests/setup.ts, `findLabelControlsById`), for
 * speed. It must answer as the HTML standard and jsdom's own walk do, or a label query could find a
 * field a browser would not connect to its label.
 */
afterEach(() => document.body.replaceChildren())

function page(html: string): void {
  document.body.innerHTML = html
}

test('a label for an id names that field, and the field lists the label', () => {
  page('<label for="omang">Omang</label><input id="omang">')
  const label = document.querySelector('label')!
  const input = document.querySelector('input')!
  expect(label.control).toBe(input)
  expect([...input.labels!]).toEqual([label])
})

test('the first element in tree order with the id is the control, even when it was added later', () => {
  page('<label for="amount">Amount</label><div></div><input id="amount" name="second">')
  const first = document.createElement('input')
  first.id = 'amount'
  first.name = 'first'
  document.querySelector('div')!.append(first)
  expect(document.querySelector('label')!.control).toBe(first)
})

test('an id that names no labelable element, or nothing, gives no control', () => {
  page(
    '<label for="hidden">Hidden</label><input id="hidden" type="hidden">' +
      '<label for="heading">Heading</label><h2 id="heading">Title</h2>' +
      '<label for="">Empty</label><label for="missing">Missing</label>',
  )
  for (const label of document.querySelectorAll('label')) expect(label.control).toBeNull()
})

test('a label without for names the first field inside it; one outside the document keeps jsdom’s walk', () => {
  page('<label>Reason <textarea></textarea><input></label>')
  expect(document.querySelector('label')!.control).toBe(document.querySelector('textarea'))
  const detached = document.createElement('label')
  detached.htmlFor = 'x'
  const control = document.createElement('input')
  control.id = 'x'
  detached.append(control)
  expect(detached.control).toBe(control)
})

test('a control follows a change of the id or of for', () => {
  page('<label for="a">Name</label><input id="a"><select id="b"></select>')
  const label = document.querySelector('label')!
  label.htmlFor = 'b'
  expect(label.control).toBe(document.querySelector('select'))
  document.querySelector('select')!.id = 'c'
  expect(label.control).toBeNull()
})

/*
 * The test environment also lists a field's labels from one pass over the page's labels per change of
 * the page (tests/setup.ts, `listPageLabelsOncePerChange`), rather than a walk of the page per field.
 */
test('a field lists every label whose control it is, in tree order, and follows changes to the page', () => {
  page('<label for="name">Name</label><label>Full name <input id="name"></label><input id="other">')
  const [name, other] = document.querySelectorAll('input')
  const [byFor, around] = document.querySelectorAll('label')
  expect([...name!.labels!]).toEqual([byFor, around])
  expect(other!.labels).toHaveLength(0)
  byFor!.htmlFor = 'other'
  expect([...name!.labels!]).toEqual([around])
  expect([...other!.labels!]).toEqual([byFor])
  byFor!.remove()
  expect(other!.labels).toHaveLength(0)
  expect([...name!.labels!]).toEqual([around])
})

test('a hidden input has no labels, and a field outside the page still finds the label around it', () => {
  page('<label for="token">Token</label><input id="token" type="hidden">')
  expect(document.querySelector('input')!.labels).toBeNull()
  const label = document.createElement('label')
  const select = document.createElement('select')
  label.append(select)
  expect([...select.labels]).toEqual([label])
})
