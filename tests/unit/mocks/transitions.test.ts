import { mockDb, recordedNotifications, signInForTest } from '@mocks/node'
import type { KycStatus, LoanStatus, MemberStatus } from '@mocks/node'
import { call, json } from './support'

const firstWith = <S extends string>(rows: readonly { id: number; status: S }[], status: S): number => {
  const row = rows.find((candidate) => candidate.status === status)
  if (!row) throw new Error(`No seeded row with status ${status}`)
  return row.id
}

const loanWith = (status: LoanStatus): number => firstWith(mockDb().loans.all(), status)
const kycWith = (status: KycStatus): number => firstWith(mockDb().kyc.all(), status)
const memberWith = (status: MemberStatus): number => firstWith(mockDb().members.all(), status)

interface ActionReply {
  message: string
  data: { id: number; status: string; notes?: string | null; approvedAt?: string | null; updated_at: string }
}

describe('mock API status transitions', () => {
  describe('loan applications', () => {
    it('lets a viewer verify a pending loan and an admin approve it, storing the notes', async () => {
      const id = loanWith('pending')
      await signInForTest('viewer')
      const verified = await call(`/api/loan-application2s/${id}/verify`, {
        json: { status: 'verified', notes: 'Verified on Mar 01, 2025 09:00' },
      })
      expect(verified.status).toBe(200)
      const body = await json<ActionReply>(verified)
      expect(body.message).toBe('Loan application verified successfully.')
      expect(body.data).toMatchObject({ id, status: 'verified', notes: 'Verified on Mar 01, 2025 09:00' })
      expect(body.data.updated_at).toMatch(/\.\d{6}Z$/)

      await signInForTest('admin')
      const approved = await json<ActionReply>(
        await call(`/api/loan-application2s/${id}/approve`, { json: { notes: 'ok' } }),
      )
      expect(approved.data).toMatchObject({ status: 'approved', notes: 'ok' })
      expect(approved.data.approvedAt).toEqual(expect.any(String))
      expect(mockDb().loans.get(id)?.status).toBe('approved')
    })

    it('rejects from pending and from verified', async () => {
      await signInForTest('admin')
      for (const status of ['pending', 'verified'] as const) {
        const id = loanWith(status)
        const response = await call(`/api/loan-application2s/${id}/reject`, { json: { status: 'rejected' } })
        expect(response.status).toBe(200)
        expect(mockDb().loans.get(id)?.status).toBe('rejected')
      }
    })

    it('refuses illegal transitions with 422 and leaves the record alone', async () => {
      await signInForTest('admin')
      const pending = loanWith('pending')
      const response = await call(`/api/loan-application2s/${pending}/approve`, { json: { status: 'approved' } })
      expect(response.status).toBe(422)
      expect(await json(response)).toEqual({
        message: 'Cannot approve a loan application that is pending.',
        errors: { status: ['Cannot approve a loan application that is pending.'] },
      })
      expect(mockDb().loans.get(pending)?.status).toBe('pending')
      expect((await call(`/api/loan-application2s/${loanWith('approved')}/reject`, { json: {} })).status).toBe(422)
      expect((await call(`/api/loan-application2s/${loanWith('rejected')}/reject`, { json: {} })).status).toBe(422)
    })

    it('refuses a body whose status is not the action outcome', async () => {
      await signInForTest('admin')
      const response = await call(`/api/loan-application2s/${loanWith('pending')}/reject`, {
        json: { status: 'approved' },
      })
      expect(response.status).toBe(422)
      expect(await json(response)).toMatchObject({ errors: { status: ['The selected status is invalid.'] } })
    })

    it('404s an unknown loan before checking anything else', async () => {
      await signInForTest('admin')
      expect((await call('/api/loan-application2s/424242/approve', { json: {} })).status).toBe(404)
    })
  })

  describe('KYC records', () => {
    it('verifies, approves and rejects along the machine', async () => {
      const id = kycWith('pending')
      await signInForTest('viewer')
      expect((await call(`/api/kyc-1s/${id}/verify`, { json: { status: 'verified' } })).status).toBe(200)
      await signInForTest('admin')
      expect((await call(`/api/kyc-1s/${id}/approve`, { json: { status: 'approved' } })).status).toBe(200)
      expect(mockDb().kyc.get(id)?.status).toBe('approved')

      const verified = kycWith('verified')
      expect((await call(`/api/kyc-1s/${verified}/reject`, { json: { status: 'rejected' } })).status).toBe(200)
      expect((await call(`/api/kyc-1s/${kycWith('pending')}/approve`, { json: {} })).status).toBe(422)
      expect((await call(`/api/kyc-1s/${kycWith('approved')}/reject`, { json: {} })).status).toBe(422)
    })
  })

  describe('members', () => {
    it('verifies (viewer), approves to active (admin), suspends and reactivates', async () => {
      const id = memberWith('pending')
      await signInForTest('viewer')
      expect((await call(`/api/memberships/${id}/verify_membership`, { json: { status: 'verified' } })).status).toBe(
        200,
      )
      await signInForTest('admin')
      const approved = await json<ActionReply>(
        await call(`/api/memberships/${id}/approve`, { json: { status: 'active' } }),
      )
      expect(approved.data.status).toBe('active')
      expect(
        (
          await call(`/api/memberships/${id}/suspend`, {
            json: { status: 'suspended', notes: 'Suspended on Mar 01, 2025 10:00' },
          })
        ).status,
      ).toBe(200)
      expect(mockDb().members.get(id)).toMatchObject({ status: 'suspended', notes: 'Suspended on Mar 01, 2025 10:00' })
      expect((await call(`/api/memberships/${id}/approve`, { json: {} })).status).toBe(200)
      expect(mockDb().members.get(id)?.status).toBe('active')
    })

    it('suspends legacy "approved" members and rejects pending ones', async () => {
      await signInForTest('admin')
      const legacy = memberWith('approved')
      expect((await call(`/api/memberships/${legacy}/suspend`, { json: {} })).status).toBe(200)
      const pending = memberWith('pending')
      expect((await call(`/api/memberships/${pending}/reject`, { json: { status: 'rejected' } })).status).toBe(200)
    })

    it('refuses illegal member transitions', async () => {
      await signInForTest('admin')
      expect((await call(`/api/memberships/${memberWith('pending')}/approve`, { json: {} })).status).toBe(422)
      expect((await call(`/api/memberships/${memberWith('verified')}/reject`, { json: {} })).status).toBe(422)
      expect((await call(`/api/memberships/${memberWith('inactive')}/suspend`, { json: {} })).status).toBe(422)
      expect((await call(`/api/memberships/${memberWith('rejected')}/approve`, { json: {} })).status).toBe(422)
      // Approve sends `active`, not `approved`.
      expect(
        (await call(`/api/memberships/${memberWith('verified')}/approve`, { json: { status: 'approved' } })).status,
      ).toBe(422)
    })
  })

  describe('roles', () => {
    it('forbids verify to admins and approve to viewers (403)', async () => {
      await signInForTest('admin')
      const forbidden = await call(`/api/loan-application2s/${loanWith('pending')}/verify`, { json: {} })
      expect(forbidden.status).toBe(403)
      expect(await json(forbidden)).toEqual({ message: 'This action is unauthorized.' })
      expect((await call(`/api/memberships/${memberWith('pending')}/verify_membership`, { json: {} })).status).toBe(403)

      await signInForTest('viewer')
      expect((await call(`/api/kyc-1s/${kycWith('verified')}/approve`, { json: {} })).status).toBe(403)
      expect((await call(`/api/memberships/${memberWith('verified')}/approve`, { json: {} })).status).toBe(403)
      expect((await call('/api/memberships', { json: {} })).status).toBe(403)
      // Viewers may reject and suspend.
      expect((await call(`/api/memberships/${memberWith('active')}/suspend`, { json: {} })).status).toBe(200)
    })

    it('forbids everything but the session calls to an account without a role', async () => {
      await signInForTest(null)
      expect((await call('/api/user')).status).toBe(200)
      for (const path of [
        '/api/dashboard-stats',
        '/api/loan-application2s',
        '/api/kyc-1s',
        '/api/memberships',
        '/api/memberships/1',
      ]) {
        expect((await call(path)).status).toBe(403)
      }
      expect((await call(`/api/loan-application2s/${loanWith('pending')}/reject`, { json: {} })).status).toBe(403)
      expect((await call('/api/logout', { method: 'POST' })).status).toBe(204)
    })
  })

  describe('notify calls', () => {
    it('records the bodies and validates them', async () => {
      await signInForTest('viewer')
      const loan = loanWith('verified')
      const body = { loan_id: loan, param1: 'MBR-00001', param2: 'March, 01, 2025', param3: 'verified' }
      const response = await call(`/api/loan-application2s/${loan}/notifyAdmin`, { json: body })
      expect(response.status).toBe(200)
      expect(await json(response)).toEqual({ message: 'Notification sent' })

      const kyc = kycWith('verified')
      await call(`/api/kyc-1s/${kyc}/notifyAdmin`, {
        json: { kyc_id: String(kyc), param1: 'Naledi', param2: 'x', param3: 'verified' },
      })
      const member = mockDb().members.get(memberWith('verified'))
      await call(`/api/memberships/${member?.id ?? 0}/notifyMemberAdmin`, {
        json: { member_id: member?.member_id, param1: member?.name, param2: '03, 01, 2025', param3: 'verified' },
      })
      expect(recordedNotifications().map((entry) => [entry.entity, entry.recordId])).toEqual([
        ['loans', loan],
        ['kyc', kyc],
        ['members', member?.id],
      ])
      expect(recordedNotifications()[0]?.body).toEqual(body)

      const invalid = await call(`/api/loan-application2s/${loan}/notifyAdmin`, {
        json: { loan_id: loan + 1, param1: 'x' },
      })
      expect(invalid.status).toBe(422)
      expect(Object.keys((await json<{ errors: object }>(invalid)).errors)).toEqual(['loan_id', 'param2', 'param3'])
      expect(recordedNotifications()).toHaveLength(3)
    })
  })
})
