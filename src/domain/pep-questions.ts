// Its own module because the KYC record's fields list these questions on every KYC screen, while the
// review checks, with their date arithmetic, are needed only where a record is reviewed.

/** The politically exposed person questions of the KYC form, by the server's column names (typos included). */
export const PEP_QUESTIONS = [
  { key: 'member_of_parliament', label: 'Member of Parliament' },
  { key: 'speaker_national_assembly', label: 'Speaker of the National Assembly' },
  { key: 'kgosi', label: 'Kgosi' },
  { key: 'councillor', label: 'Councillor' },
  { key: 'senior_government_official', label: 'Senior Government Official' },
  { key: 'religous_leader', label: 'Religious Leader' },
  { key: 'judicial_officer', label: 'Judicial Officer' },
  { key: 'senior_executive', label: 'Senior Executive' },
] as const

export type PepQuestion = (typeof PEP_QUESTIONS)[number]['key']
