import { appendNotesLine, notesLine } from '@/domain/notes'

const at = new Date(2025, 2, 1, 14, 5)

describe('notesLine', () => {
  it.each(['Verified', 'Approved', 'Rejected', 'Suspended', 'Reactivated'] as const)('%s', (verb) => {
    expect(notesLine(verb, at)).toBe(`${verb} on Mar 01, 2025 14:05`)
  })

  it('appends a suspension reason on the same line', () => {
    expect(notesLine('Suspended', at, 'Arrears on loan')).toBe('Suspended on Mar 01, 2025 14:05: Arrears on loan')
    expect(notesLine('Suspended', at, '  Moved\nabroad  ')).toBe('Suspended on Mar 01, 2025 14:05: Moved abroad')
  })

  it('ignores an empty reason', () => {
    expect(notesLine('Suspended', at, '   ')).toBe('Suspended on Mar 01, 2025 14:05')
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
