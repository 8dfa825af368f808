import { mockDb, signInForTest } from '@mocks/node'
import { call, callMultipart, json, validMember } from './support'

interface Invalid {
  message: string
  errors: Record<string, string[]>
}

interface Saved {
  message: string
  data: Record<string, unknown> & { id: number }
}

const pngHeader = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe('mock API member create and update', () => {
  beforeEach(async () => {
    await signInForTest('admin')
  })

  it('creates a member from JSON as pending, with 201', async () => {
    const before = mockDb().members.size
    const response = await call('/api/memberships', {
      json: { ...validMember, status: 'active', unknown_field: 'ignored' },
    })
    expect(response.status).toBe(201)
    const body = await json<Saved>(response)
    expect(body.message).toBe('Member created')
    expect(body.data).toMatchObject({
      ...validMember,
      id: before + 1,
      status: 'pending',
      member_id: `MBR-${String(before + 1).padStart(5, '0')}`,
    })
    expect(body.data).not.toHaveProperty('unknown_field')
    expect(mockDb().members.size).toBe(before + 1)
  })

  it("counts an answer's Content-Length in UTF-8 bytes, as Laravel sends them", async () => {
    const response = await call('/api/memberships', { json: { ...validMember, surname: 'Tšhekedi' } })
    expect(response.status).toBe(201)
    expect(response.headers.get('Content-Type')).toBe('application/json')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Number(response.headers.get('Content-Length'))).toBe(bytes.byteLength)
    expect(JSON.parse(new TextDecoder().decode(bytes))).toMatchObject({ data: { surname: 'Tšhekedi' } })
  })

  it('answers 422 with Laravel messages for every broken rule', async () => {
    const taken = mockDb().members.get(1)?.email_address
    const response = await call('/api/memberships', {
      json: {
        name: 'K',
        gender: 'unknown',
        date_of_birth: '1990-02-30',
        email_address: taken,
        cell_number: '12ab',
        omang_number: '12345',
      },
    })
    expect(response.status).toBe(422)
    const body = await json<Invalid>(response)
    expect(body.errors).toEqual({
      name: ['The name field must be at least 2 characters.'],
      surname: ['The surname field is required.'],
      gender: ['The selected gender is invalid.'],
      date_of_birth: ['The date of birth field must be a valid date.'],
      email_address: ['The email address has already been taken.'],
      cell_number: ['The cell number field format is invalid.'],
      omang_number: ['The omang number field must be 9 digits.'],
    })
    expect(body.message).toBe('The name field must be at least 2 characters. (and 6 more errors)')
    const badEmail = await json<Invalid>(
      await call('/api/memberships', { json: { ...validMember, email_address: 'not an email' } }),
    )
    expect(badEmail.errors).toEqual({ email_address: ['The email address field must be a valid email address.'] })
  })

  it('treats whitespace-only fields as missing (TrimStrings + ConvertEmptyStringsToNull)', async () => {
    const body = await json<Invalid>(await call('/api/memberships', { json: { ...validMember, surname: '   ' } }))
    expect(body.errors).toEqual({ surname: ['The surname field is required.'] })
  })

  it('creates from multipart with documents and serves the uploaded bytes back', async () => {
    const bytes = new Uint8Array([...pngHeader, 1, 2, 3])
    const response = await callMultipart('/api/memberships', {
      ...validMember,
      omang: { filename: 'Omang scan #1 (front).png', type: 'image/png', bytes },
    })
    expect(response.status).toBe(201)
    const { data } = await json<Saved>(response)
    expect(data.omang).toMatch(/^\/storage\/documents\/\d+_Omang scan #1 \(front\)\.png$/)
    const path = encodeURIComponent(String(data.omang).replace(/^\/storage\//, ''))
    const file = await call(`/api/documents/${path}/download`)
    expect(file.status).toBe(200)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes)
  })

  it('rejects uploads of the wrong type and strings where files belong', async () => {
    const response = await callMultipart('/api/memberships', {
      ...validMember,
      payslip: { filename: 'payslip.exe', type: 'application/octet-stream', bytes: new Uint8Array([1]) },
      omang: 'C:\\fakepath\\omang.png',
    })
    expect(response.status).toBe(422)
    expect((await json<Invalid>(response)).errors).toEqual({
      omang: ['The omang field must be a file.'],
      payslip: ['The payslip field must be a file of type: pdf, png, jpg, jpeg.'],
    })
  })

  it('updates with JSON PUT and leaves absent fields alone', async () => {
    const member = mockDb()
      .members.all()
      .find((candidate) => candidate.status === 'pending')
    if (!member) throw new Error('no pending member')
    const response = await call(`/api/memberships/${member.id}`, {
      method: 'PUT',
      json: {
        ...validMember,
        email_address: member.email_address,
        status: member.status,
        omang: member.omang,
        notes: 'Edited',
      },
    })
    expect(response.status).toBe(200)
    const body = await json<Saved>(response)
    expect(body.message).toBe('Member updated')
    expect(body.data).toMatchObject({
      name: 'Onalenna',
      notes: 'Edited',
      omang: member.omang,
      bank_name: member.bank_name,
    })
  })

  it('updates from multipart POST with _method=PUT, validating it like a PUT', async () => {
    const member = mockDb()
      .members.all()
      .find((candidate) => candidate.status === 'active')
    if (!member) throw new Error('no active member')
    const ok = await callMultipart(`/api/memberships/${member.id}`, {
      _method: 'PUT',
      ...validMember,
      email_address: member.email_address,
      payslip: {
        filename: 'payslip 2025-02.pdf',
        type: 'application/pdf',
        bytes: new TextEncoder().encode('%PDF-1.4'),
      },
    })
    expect(ok.status).toBe(200)
    expect((await json<Saved>(ok)).data.payslip).toMatch(/payslip 2025-02\.pdf$/)

    const invalid = await callMultipart(`/api/memberships/${member.id}`, { _method: 'PUT', name: 'X' })
    expect(invalid.status).toBe(422)
    expect((await json<Invalid>(invalid)).errors.name).toEqual(['The name field must be at least 2 characters.'])
  })

  it('receives a plain multipart PUT empty, as PHP does, so it fails validation and changes nothing', async () => {
    const member = mockDb().members.get(1)
    const response = await callMultipart(`/api/memberships/1`, { ...validMember }, 'PUT')
    expect(response.status).toBe(422)
    expect(Object.keys((await json<Invalid>(response)).errors)).toEqual([
      'name',
      'surname',
      'gender',
      'date_of_birth',
      'email_address',
      'cell_number',
    ])
    expect(mockDb().members.get(1)).toEqual(member)
  })

  it('answers a bare POST to a member with 405', async () => {
    const response = await callMultipart('/api/memberships/1', { ...validMember })
    expect(response.status).toBe(405)
  })

  it('refuses to edit a suspended member and to change status through the form', async () => {
    const suspended = mockDb()
      .members.all()
      .find((candidate) => candidate.status === 'suspended')
    const pending = mockDb()
      .members.all()
      .find((candidate) => candidate.status === 'pending')
    const first = await call(`/api/memberships/${suspended?.id ?? 0}`, { method: 'PUT', json: { ...validMember } })
    expect(first.status).toBe(422)
    const second = await call(`/api/memberships/${pending?.id ?? 0}`, {
      method: 'PUT',
      json: { ...validMember, email_address: pending?.email_address, status: 'active' },
    })
    expect(second.status).toBe(422)
    expect((await json<Invalid>(second)).errors).toHaveProperty('status')
  })

  it('forbids create and update to viewers', async () => {
    await signInForTest('viewer')
    expect((await call('/api/memberships', { json: validMember })).status).toBe(403)
    expect((await call('/api/memberships/1', { method: 'PUT', json: validMember })).status).toBe(403)
  })
})
