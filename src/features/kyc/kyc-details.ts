import { PEP_QUESTIONS } from '@/domain/pep-questions'
import { fieldGroupValues, type RecordFieldGroup, type RecordFields } from '@/features/review/detail/record-fields'
import type { RecordDetails } from '@/features/review/entity'
import type { Kyc } from '@/schemas/kyc'

/** Every KYC field of SPEC section 3, grouped as the paper form groups them. */
const KYC_FIELD_GROUPS: readonly RecordFieldGroup<Kyc>[] = [
  {
    title: 'Identity',
    fields: {
      id: 'ID',
      member_id: 'Member ID',
      title: 'Title',
      name: 'Name',
      surname: 'Surname',
      date_of_birth: ['Date of Birth', 'date'],
      nationality: 'Nationality',
      omang_number: 'Omang Number',
      expiry_date: ['Expiry Date', 'date'],
    },
  },
  {
    title: 'Contact and address',
    fields: {
      telephone: 'Telephone',
      mobile_number: 'Mobile Number',
      email_address: 'Email Address',
      postal_address: 'Postal Address',
      physical_address: 'Physical Address',
      village_town_city: 'Village / Town / City',
      country: 'Country',
      duration_of_stay: 'Duration of Stay',
      prev_address_if_under_2_years: 'Previous Address (if under 2 years)',
    },
  },
  {
    title: 'Employment',
    fields: {
      occupation: 'Occupation',
      place_of_work: 'Place of Work',
      employer: 'Employer',
      telephone_work: 'Work Telephone',
    },
  },
  {
    title: 'Banking and source of funds',
    fields: {
      bank_name: 'Bank Name',
      branch_name: 'Branch Name',
      account_number: 'Account Number',
      account_type: 'Account Type',
      source_of_funds: 'Source of Funds',
    },
  },
  {
    title: 'Politically exposed person',
    fields: {
      public_position_title: 'Public Position Title',
      ...Object.fromEntries(PEP_QUESTIONS.map(({ key, label }) => [key, [label, 'yes-no'] as const])),
      title_position: 'Title of Position',
      jurisdiction_of_position: 'Jurisdiction of Position',
      starting_date: ['Starting Date', 'date'],
      ending_date: ['Ending Date', 'date'],
    },
  },
  {
    title: 'Close associate in a public position',
    fields: {
      title_associate: 'Associate Title',
      name_associate: 'Associate Name',
      surname_associate: 'Associate Surname',
      relationship_associate: 'Relationship',
      title_of_position_associate: 'Associate Title of Position',
      jurisdiction_position_associate: 'Associate Jurisdiction of Position',
      starting_date_associate: ['Associate Starting Date', 'date'],
      ending_date_associate: ['Associate Ending Date', 'date'],
    },
  },
  {
    title: 'Status and notes',
    fields: {
      status: ['Status', 'label'],
      // As the list's Submitted column: when the record came in.
      created_at: ['Submitted', 'date'],
      updated_at: ['Last Updated', 'timestamp'],
      notes: ['Notes', 'notes'],
    },
  },
]

/** The record's documents, as 'Uploaded Documents' lists them; every one is required (DESIGN section 11). */
const KYC_DOCUMENTS = {
  identification_document_attachment: 'Identification Document',
  source_of_funds_attachment: 'Source of Funds',
  proof_residence_attachment: 'Proof of Residence',
} as const satisfies RecordFields<Kyc>

const DOCUMENT_KEYS = Object.keys(KYC_DOCUMENTS) as (keyof typeof KYC_DOCUMENTS)[]

const kycDocuments = (kyc: Kyc) => DOCUMENT_KEYS.map((key) => ({ label: KYC_DOCUMENTS[key], path: kyc[key] }))

/** What the record screen and a row's View show of a KYC record, and what its review checks read. */
export const kycDetails: RecordDetails<Kyc> = {
  fields: [
    ...KYC_FIELD_GROUPS,
    {
      title: 'Uploaded Documents',
      fields: Object.fromEntries(DOCUMENT_KEYS.map((key) => [key, [KYC_DOCUMENTS[key], 'file'] as const])),
    },
  ],
  fieldGroups: (kyc) => fieldGroupValues(kyc, KYC_FIELD_GROUPS),
  documents: kycDocuments,
  checks: (kyc) => ({
    record: {
      omangNumber: kyc.omang_number,
      dateOfBirth: kyc.date_of_birth,
      expiryDate: kyc.expiry_date,
      pepAnswers: kyc,
      requiredDocuments: kycDocuments(kyc),
    },
    // Its own member carries the same Omang: that is the person, never a check.
    sameOmang: { isSelf: (member) => kyc.member_id !== null && member.member_id === kyc.member_id },
  }),
  memberFile: (kyc) => ({
    show: 'member',
    memberId: kyc.member_id,
    owner: { entity: 'kyc', id: kyc.id, status: kyc.status },
  }),
}
