import {
  chosenReason,
  OTHER_REASON,
  reasonQuestion,
  REJECTION_REASONS,
  SUSPENSION_REASONS,
} from '@/domain/action-reasons'

describe('reasonQuestion', () => {
  it.each(['loan', 'kyc', 'member'] as const)('asks why a %s is rejected, from its own reasons', (entity) => {
    expect(reasonQuestion(entity, 'reject')).toEqual({
      legend: 'Reason for rejection',
      reasons: REJECTION_REASONS[entity],
    })
  })

  it('asks why a member is suspended', () => {
    expect(reasonQuestion('member', 'suspend')).toEqual({
      legend: 'Reason for suspension',
      reasons: SUSPENSION_REASONS,
    })
  })

  it.each(['verify', 'approve', 'reactivate'] as const)('asks nothing for %s', (action) => {
    expect(reasonQuestion('member', action)).toBeNull()
  })
})

describe('chosenReason', () => {
  it('is null before a choice, and for Other until some text is typed', () => {
    expect(chosenReason('', 'ignored')).toBeNull()
    expect(chosenReason(OTHER_REASON, '')).toBeNull()
    expect(chosenReason(OTHER_REASON, '  \n ')).toBeNull()
  })

  it('is the chosen reason, or the typed text trimmed', () => {
    expect(chosenReason('Documents unreadable', 'ignored')).toBe('Documents unreadable')
    expect(chosenReason(OTHER_REASON, '  Payslip is from 2019 ')).toBe('Payslip is from 2019')
  })
})
