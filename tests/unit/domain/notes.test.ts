import { appendNotesLine, decisionLine, notesAfterEdit } from '@/domain/notes'
import { notesEvents, readNotesLine, recordHistory, splitNotes } from '@/domain/notes-history'

const at = new Date(2025, 2, 1, 14, 5)

describe('decisionLine', () => {
  it.each(['Verified', 'Approved', 'Rejected', 'Suspended', 'Reactivated'] as const)('%s', (verb) => {
    expect(decisionLine(verb, at)).toBe(`${verb} on Mar 01, 2025 14:05`)
  })

  it('names the person who decided', () => {
    expect(decisionLine('Verified', at, { by: 'Naledi Sebego' })).toBe(
      'Verified on Mar 01, 2025 14:05 by Naledi Sebego',
    )
  })

  it('appends a reason on the same line, after the person', () => {
    expect(decisionLine('Suspended', at, { by: 'Kagiso Molefe', reason: 'Arrears on loan' })).toBe(
      'Suspended on Mar 01, 2025 14:05 by Kagiso Molefe: Arrears on loan',
    )
    expect(decisionLine('Suspended', at, { reason: '  Moved\nabroad  ' })).toBe(
      'Suspended on Mar 01, 2025 14:05: Moved abroad',
    )
    expect(decisionLine('Suspended', at, { reason: '   ' })).toBe('Suspended on Mar 01, 2025 14:05')
  })

  it("records the acknowledgements, the due diligence among them, and the documents opened: DESIGN's template", () => {
    expect(
      decisionLine('Verified', new Date(2026, 10, 25, 14, 2), {
        by: 'Naledi Sebego',
        acknowledged: ['Omang expired on Oct 26, 2026'],
      }),
    ).toBe('Verified on Nov 25, 2026 14:02 by Naledi Sebego. Acknowledged: Omang expired on Oct 26, 2026')
    expect(
      decisionLine('Approved', at, {
        by: 'Kagiso Molefe',
        acknowledged: ['Omang expired on Oct 26, 2026', 'Politically exposed person: Kgosi, Councillor'],
        dueDiligence: 'Source of wealth\nconfirmed with the Kgotla.',
        documentsOpened: { opened: 2, total: 3 },
      }),
    ).toBe(
      'Approved on Mar 01, 2025 14:05 by Kagiso Molefe. Acknowledged: Omang expired on Oct 26, 2026; ' +
        'Politically exposed person: Kgosi, Councillor; Enhanced due diligence: Source of wealth confirmed ' +
        'with the Kgotla. Documents opened: 2 of 3',
    )
  })

  it('leaves out documents opened for a record with no documents', () => {
    expect(decisionLine('Verified', at, { by: 'N', documentsOpened: { opened: 0, total: 0 } })).toBe(
      'Verified on Mar 01, 2025 14:05 by N',
    )
  })
})

describe('appendNotesLine', () => {
  const line = 'Approved on Mar 01, 2025 14:05'

  it.each([
    [null, line],
    [undefined, line],
    ['', line],
    ['  \n', line],
    ['Verified on Feb 27, 2025 09:00', `Verified on Feb 27, 2025 09:00\n${line}`],
    ['Verified on Feb 27, 2025 09:00\n\n', `Verified on Feb 27, 2025 09:00\n${line}`],
  ])('%j', (existing, expected) => {
    expect(appendNotesLine(existing, line)).toBe(expected)
  })
})

describe('splitNotes and notesAfterEdit: a member edit changes the free text, never the history', () => {
  const notes = [
    'Joined at the Maun branch.',
    'Approved on Mar 01, 2025 10:00',
    'Suspended on Nov 20, 2026 09:15 by Kagiso Molefe: Left the employer',
    'Prefers email.',
  ].join('\n')

  it('splits the free text from the dated lines, each kept in its order', () => {
    expect(splitNotes(notes)).toEqual({
      text: 'Joined at the Maun branch.\nPrefers email.',
      dated: ['Approved on Mar 01, 2025 10:00', 'Suspended on Nov 20, 2026 09:15 by Kagiso Molefe: Left the employer'],
    })
    expect(splitNotes(null)).toEqual({ text: '', dated: [] })
  })

  it('saves the edited text, then every dated line as it was, then the edit naming who saved it', () => {
    const edited = decisionLine('Edited', new Date(2026, 10, 30, 8, 30), { by: 'Kagiso Molefe' })
    expect(edited).toBe('Edited on Nov 30, 2026 08:30 by Kagiso Molefe')
    const saved = notesAfterEdit('  All clean.  ', splitNotes(notes).dated, edited)
    expect(saved).toBe(
      [
        'All clean.',
        'Approved on Mar 01, 2025 10:00',
        'Suspended on Nov 20, 2026 09:15 by Kagiso Molefe: Left the employer',
        'Edited on Nov 30, 2026 08:30 by Kagiso Molefe',
      ].join('\n'),
    )
    expect(notesEvents(saved).map((event) => event.what)).toEqual(['Approved', 'Suspended', 'Edited'])
    // Text cleared: no blank first line.
    expect(notesAfterEdit('', [], edited)).toBe(edited)
  })
})

describe('readNotesLine', () => {
  it('reads back every line the console writes', () => {
    const written = decisionLine('Approved', at, {
      by: 'Kagiso Molefe',
      reason: 'Checked. All fine',
      acknowledged: ['Under 18'],
      documentsOpened: { opened: 1, total: 3 },
    })
    expect(readNotesLine(written)).toEqual({
      what: 'Approved',
      at,
      by: 'Kagiso Molefe',
      detail: 'Checked. All fine. Acknowledged: Under 18. Documents opened: 1 of 3',
    })
    expect(readNotesLine(decisionLine('Verified', at, { by: 'Naledi Sebego' }))).toEqual({
      what: 'Verified',
      at,
      by: 'Naledi Sebego',
      detail: null,
    })
    expect(readNotesLine(decisionLine('Verified', at, { by: 'N. Sebego', acknowledged: ['Under 18'] }))?.by).toBe(
      'N. Sebego',
    )
  })

  it.each([
    ['Approved on Mar 01, 2025 14:05', { what: 'Approved', at, by: null, detail: null }],
    ['Approved on Mar 01, 2025', { what: 'Approved', at: new Date(2025, 2, 1), by: null, detail: null }],
    [
      'Suspended on Mar 01, 2025 14:05 - Reason: Arrears on loan repayments',
      { what: 'Suspended', at, by: null, detail: 'Reason: Arrears on loan repayments' },
    ],
    ['Rejected on 2025-03-01 14:05: no payslip', { what: 'Rejected', at, by: null, detail: 'no payslip' }],
    ['Approved on 3/1/2025, 2:05:00 PM', { what: 'Approved', at, by: null, detail: null }],
    ['  Verified on March 1, 2025 14:05  ', { what: 'Verified', at, by: null, detail: null }],
  ])('reads the older line %j tolerantly', (line, expected) => {
    expect(readNotesLine(line)).toEqual(expected)
  })

  it.each([
    'Incomplete documents.',
    'Member resigned from employer; account dormant.',
    'Approved on Feb 30, 2025',
    'Approved on the phone',
    'approved on Mar 01, 2025',
  ])('is not fooled by %j', (line) => {
    expect(readNotesLine(line)).toBeNull()
  })
})

describe('notesEvents', () => {
  it('keeps only the dated lines, in the order written', () => {
    const events = notesEvents(
      'Proof of residence older than 3 months.\r\nVerified on Feb 27, 2025 09:00\nRejected on Mar 01, 2025 14:05 by K: late',
    )
    expect(events.map((event) => [event.what, event.by, event.detail])).toEqual([
      ['Verified', null, null],
      ['Rejected', 'K', 'late'],
    ])
    expect(notesEvents(null)).toEqual([])
  })
})

describe('recordHistory', () => {
  it('lists created, every dated line and the last update, newest first', () => {
    const history = recordHistory({
      created_at: '2025-02-20T08:00:00.000Z',
      updated_at: new Date(2025, 2, 1, 14, 5, 30).toISOString(),
      notes: 'Verified on Feb 27, 2025 09:00 by Naledi Sebego\nApproved on Mar 01, 2025 14:05 by Kagiso Molefe',
    })
    expect(history.map((entry) => [entry.what, entry.by])).toEqual([
      ['Last updated', null],
      ['Approved', 'Kagiso Molefe'],
      ['Verified', 'Naledi Sebego'],
      ['Created', null],
    ])
  })

  it('puts the last update above the decision at the same moment', () => {
    const history = recordHistory({
      created_at: null,
      updated_at: at.toISOString(),
      notes: 'Approved on Mar 01, 2025 14:05',
    })
    expect(history.map((entry) => entry.what)).toEqual(['Last updated', 'Approved'])
  })

  it('is empty for a record with nothing dated', () => {
    expect(recordHistory({ created_at: null, updated_at: null, notes: 'No dates here' })).toEqual([])
  })
})
