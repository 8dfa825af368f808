// Record shapes as the Laravel API serialises them. Optional keys model nullable columns that
// some records omit entirely (Laravel drops them when a resource uses `whenNotNull`), which the
// client's schemas must tolerate.

export type Role = 'admin' | 'viewer'

export type LoanStatus = 'pending' | 'verified' | 'approved' | 'rejected'
export type KycStatus = LoanStatus
export type MemberStatus = 'pending' | 'verified' | 'active' | 'approved' | 'rejected' | 'suspended' | 'inactive'

export const loanStatuses: readonly LoanStatus[] = ['pending', 'verified', 'approved', 'rejected']
export const kycStatuses: readonly KycStatus[] = loanStatuses
export const memberStatuses: readonly MemberStatus[] = [
  'pending',
  'verified',
  'active',
  'approved',
  'rejected',
  'suspended',
  'inactive',
]

export interface UserRecord {
  id: number
  name: string
  email: string
  role: Role | null
  email_verified_at: string | null
  created_at: string
  updated_at: string
}

export interface LoanRecord {
  id: number
  member_id: string
  account_number: string | null
  bank_name: string | null
  branch_name: string | null
  branch_code: string | null
  loan_purpose: string | null
  loan_type: string
  amount_applied_for_in_numeric: string
  status: LoanStatus
  first_names: string
  surname: string
  omang_number: string | null
  gender: string | null
  date_of_birth: string | null
  employer: string | null
  department?: string | null
  notes?: string | null
  created_at: string
  updated_at: string
  approvedAt?: string | null
}

// The database stores PEP flags the way the legacy tables hold them: a mix of tinyint, boolean
// and yes/no strings.
export type PepFlag = 0 | 1 | boolean | 'yes' | 'no'

export interface KycRecord {
  id: number
  member_id: string
  title: string | null
  name: string
  surname: string
  date_of_birth: string | null
  nationality: string | null
  omang_number: string | null
  expiry_date: string | null
  occupation: string | null
  place_of_work: string | null
  employer: string | null
  telephone_work?: string | null
  postal_address: string | null
  physical_address: string | null
  village_town_city: string | null
  country: string | null
  duration_of_stay: string | null
  prev_address_if_under_2_years?: string | null
  telephone?: string | null
  mobile_number: string | null
  email_address: string | null
  bank_name: string | null
  branch_name: string | null
  account_number: string | null
  account_type: string | null
  source_of_funds: string | null
  public_position_title?: string | null
  member_of_parliament: PepFlag
  speaker_national_assembly: PepFlag
  kgosi: PepFlag
  councillor: PepFlag
  senior_government_official: PepFlag
  religous_leader: PepFlag
  judicial_officer: PepFlag
  senior_executive: PepFlag
  title_position?: string | null
  jurisdiction_of_position?: string | null
  starting_date?: string | null
  ending_date?: string | null
  title_associate?: string | null
  name_associate?: string | null
  surname_associate?: string | null
  relationship_associate?: string | null
  title_of_position_associate?: string | null
  jurisdiction_position_associate?: string | null
  starting_date_associate?: string | null
  ending_date_associate?: string | null
  status: KycStatus
  notes?: string | null
  identification_document_attachment: string | null
  source_of_funds_attachment?: string | null
  proof_residence_attachment: string | null
  created_at: string
  updated_at: string
}

export interface MemberRecord {
  id: number
  member_id: string
  application_date: string | null
  membership_number: string | null
  title: string | null
  name: string
  surname: string
  gender: 'male' | 'female' | 'other'
  date_of_birth: string
  omang_number: string | null
  passport_number?: string | null
  email_address: string
  cell_number: string
  telephone_home: string | null
  telephone_work?: string | null
  postal_address: string | null
  physical_address: string | null
  marital_status: 'single' | 'married' | 'divorced' | 'widowed' | null
  next_of_kin_Id_number: string | null
  next_of_kin_cell_number: string | null
  organisation: string | null
  department: string | null
  duty_station: string | null
  designation: string | null
  bank_name: string | null
  account_number: string | null
  branch_name: string | null
  branch_code: string | null
  beneficiary_name: string | null
  beneficiary_dob: string | null
  beneficiary_relationship: string | null
  beneficiary_address: string | null
  beneficiary_omang_number: string | null
  omang: string | null
  confirmation_letter: string | null
  payslip: string | null
  status: MemberStatus
  notes?: string | null
  registeredAt: string
  created_at: string
  updated_at: string
}

export type EntityName = 'loans' | 'kyc' | 'members'
