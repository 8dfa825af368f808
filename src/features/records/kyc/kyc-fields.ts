import type { DetailFieldGroup } from '@/features/records/detail/DetailGrid'
import type { DocumentEntry } from '@/features/records/documents/UploadedDocuments'
import { formatDate, formatDateTime, NOT_AVAILABLE, statusLabel } from '@/domain/format'
import { fullName, recordSubject } from '@/domain/names'
import { PEP_QUESTIONS } from '@/domain/pep-questions'
import type { Kyc } from '@/schemas/kyc'

/** The schema turns every yes/no form the server uses (0/1, true/false, "yes"/"no") into boolean or null. */
export function yesNo(flag: boolean | null): string {
  if (flag === null) return NOT_AVAILABLE
  return flag ? 'Yes' : 'No'
}

/** Every KYC field of SPEC section 3, grouped as the paper form groups them. */
export function kycFieldGroups(kyc: Kyc): DetailFieldGroup[] {
  return [
    {
      title: 'Identity',
      fields: [
        { label: 'ID', value: String(kyc.id) },
        { label: 'Member ID', value: kyc.member_id },
        { label: 'Title', value: kyc.title },
        { label: 'Name', value: kyc.name },
        { label: 'Surname', value: kyc.surname },
        { label: 'Date of Birth', value: formatDate(kyc.date_of_birth) },
        { label: 'Nationality', value: kyc.nationality },
        { label: 'Omang Number', value: kyc.omang_number },
        { label: 'Expiry Date', value: formatDate(kyc.expiry_date) },
      ],
    },
    {
      title: 'Contact and address',
      fields: [
        { label: 'Telephone', value: kyc.telephone },
        { label: 'Mobile Number', value: kyc.mobile_number },
        { label: 'Email Address', value: kyc.email_address },
        { label: 'Postal Address', value: kyc.postal_address },
        { label: 'Physical Address', value: kyc.physical_address },
        { label: 'Village / Town / City', value: kyc.village_town_city },
        { label: 'Country', value: kyc.country },
        { label: 'Duration of Stay', value: kyc.duration_of_stay },
        { label: 'Previous Address (if under 2 years)', value: kyc.prev_address_if_under_2_years },
      ],
    },
    {
      title: 'Employment',
      fields: [
        { label: 'Occupation', value: kyc.occupation },
        { label: 'Place of Work', value: kyc.place_of_work },
        { label: 'Employer', value: kyc.employer },
        { label: 'Work Telephone', value: kyc.telephone_work },
      ],
    },
    {
      title: 'Banking and source of funds',
      fields: [
        { label: 'Bank Name', value: kyc.bank_name },
        { label: 'Branch Name', value: kyc.branch_name },
        { label: 'Account Number', value: kyc.account_number },
        { label: 'Account Type', value: kyc.account_type },
        { label: 'Source of Funds', value: kyc.source_of_funds },
      ],
    },
    {
      title: 'Politically exposed person',
      fields: [
        { label: 'Public Position Title', value: kyc.public_position_title },
        ...PEP_QUESTIONS.map((question) => ({ label: question.label, value: yesNo(kyc[question.key]) })),
        { label: 'Title of Position', value: kyc.title_position },
        { label: 'Jurisdiction of Position', value: kyc.jurisdiction_of_position },
        { label: 'Starting Date', value: formatDate(kyc.starting_date) },
        { label: 'Ending Date', value: formatDate(kyc.ending_date) },
      ],
    },
    {
      title: 'Close associate in a public position',
      fields: [
        { label: 'Associate Title', value: kyc.title_associate },
        { label: 'Associate Name', value: kyc.name_associate },
        { label: 'Associate Surname', value: kyc.surname_associate },
        { label: 'Relationship', value: kyc.relationship_associate },
        { label: 'Associate Title of Position', value: kyc.title_of_position_associate },
        { label: 'Associate Jurisdiction of Position', value: kyc.jurisdiction_position_associate },
        { label: 'Associate Starting Date', value: formatDate(kyc.starting_date_associate) },
        { label: 'Associate Ending Date', value: formatDate(kyc.ending_date_associate) },
      ],
    },
    {
      title: 'Status and notes',
      fields: [
        { label: 'Status', value: statusLabel(kyc.status) },
        { label: 'Last Updated', value: formatDateTime(kyc.updated_at) },
        { label: 'Notes', value: kyc.notes, multiline: true },
      ],
    },
  ]
}

export function kycDocuments(kyc: Kyc): DocumentEntry[] {
  return [
    { label: 'Identification Document', path: kyc.identification_document_attachment },
    { label: 'Source of Funds', path: kyc.source_of_funds_attachment },
    { label: 'Proof of Residence', path: kyc.proof_residence_attachment },
  ]
}

/** The KYC record a confirmation is about: the person, their member ID and Omang. */
export function kycSubject(kyc: Kyc): string {
  return recordSubject(kycName(kyc), kyc.member_id, kyc.omang_number && `Omang ${kyc.omang_number}`)
}

export function kycName(kyc: Pick<Kyc, 'title' | 'name' | 'surname'>): string {
  return fullName(kyc.title, kyc.name, kyc.surname)
}
