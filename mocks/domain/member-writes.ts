import type { Database } from '../state/database'
import type { UploadedFile } from '../http/input'
import { memberCode } from '../seed/members'
import { toDateColumn, toTimestamp } from '../time'
import type { MemberRecord } from '../types'
import type { DocumentField, MemberFields } from './member-validation'

const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
}

// storeAs('documents', time().'_'.$originalName): the client's file name survives, odd
// characters included, which is why the console must URL-encode document paths.
export async function storeUploads(
  db: Database,
  files: Partial<Record<DocumentField, UploadedFile>>,
): Promise<Partial<Record<DocumentField, string>>> {
  const paths: Partial<Record<DocumentField, string>> = {}
  for (const [field, file] of Object.entries(files) as [DocumentField, UploadedFile][]) {
    const safeName = file.name.replace(/[/\\]/g, '_').replace(/\.\.+/g, '.')
    const path = `/storage/documents/${db.now().getTime()}_${safeName}`
    const extension = safeName.split('.').pop()?.toLowerCase() ?? ''
    db.uploads.set(path, {
      bytes: new Uint8Array(await file.arrayBuffer()),
      type: file.type || (contentTypes[extension] ?? 'application/octet-stream'),
    })
    paths[field] = path
  }
  return paths
}

const required = <T>(value: T | undefined, field: string): T => {
  if (value === undefined) throw new Error(`A validated member has no ${field}`)
  return value
}

export function createMember(
  db: Database,
  values: MemberFields,
  documents: Partial<Record<DocumentField, string>>,
): MemberRecord {
  const now = db.now()
  const stamp = toTimestamp(now)
  return db.members.insert((id) => ({
    id,
    member_id: values.member_id ?? memberCode(id),
    application_date: values.application_date ?? toDateColumn(now),
    membership_number: values.membership_number ?? null,
    title: values.title ?? null,
    name: required(values.name, 'name'),
    surname: required(values.surname, 'surname'),
    gender: required(values.gender, 'gender'),
    date_of_birth: required(values.date_of_birth, 'date_of_birth'),
    omang_number: values.omang_number ?? null,
    passport_number: values.passport_number ?? null,
    email_address: required(values.email_address, 'email_address'),
    cell_number: required(values.cell_number, 'cell_number'),
    telephone_home: values.telephone_home ?? null,
    telephone_work: values.telephone_work ?? null,
    postal_address: values.postal_address ?? null,
    physical_address: values.physical_address ?? null,
    marital_status: values.marital_status ?? null,
    next_of_kin_Id_number: values.next_of_kin_Id_number ?? null,
    next_of_kin_cell_number: values.next_of_kin_cell_number ?? null,
    organisation: values.organisation ?? null,
    department: values.department ?? null,
    duty_station: values.duty_station ?? null,
    designation: values.designation ?? null,
    bank_name: values.bank_name ?? null,
    account_number: values.account_number ?? null,
    branch_name: values.branch_name ?? null,
    branch_code: values.branch_code ?? null,
    beneficiary_name: values.beneficiary_name ?? null,
    beneficiary_dob: values.beneficiary_dob ?? null,
    beneficiary_relationship: values.beneficiary_relationship ?? null,
    beneficiary_address: values.beneficiary_address ?? null,
    beneficiary_omang_number: values.beneficiary_omang_number ?? null,
    omang: documents.omang ?? null,
    confirmation_letter: documents.confirmation_letter ?? null,
    payslip: documents.payslip ?? null,
    status: 'pending',
    notes: values.notes ?? null,
    registeredAt: stamp,
    created_at: stamp,
    updated_at: stamp,
  }))
}

export function updateMember(
  db: Database,
  member: MemberRecord,
  values: MemberFields,
  documents: Partial<Record<DocumentField, string>>,
): MemberRecord {
  return db.members.update(member.id, { ...values, ...documents, updated_at: toTimestamp(db.now()) })
}
