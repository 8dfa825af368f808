// Word lists for Botswana-realistic demo data.

export const femaleNames = [
  'Naledi',
  'Boitumelo',
  'Onalenna',
  'Mpho',
  'Kelebogile',
  'Lesedi',
  'Masego',
  'Neo',
  'Tshepiso',
  'Gaone',
  'Dineo',
  'Keneilwe',
  'Lorato',
  'Refilwe',
  'Tebogo',
  'Oratile',
  'Bontle',
  'Goitseone',
  'Kefilwe',
  'Amogelang',
  'Tšhepo',
  'Wame',
  'Kagiso',
  'Tumelo',
  'Pearl',
  'Grace',
  'Mercy',
] as const

export const maleNames = [
  'Kagiso',
  'Tumelo',
  'Mpho',
  'Kabelo',
  'Thabo',
  'Tshepo',
  'Onkemetse',
  'Lesego',
  'Kitso',
  'Katlego',
  'Olebogeng',
  'Mothusi',
  'Boitshepo',
  'Kgosi',
  'Tebogo',
  'Mogomotsi',
  'Gofaone',
  'Keabetswe',
  'Oarabile',
  'Neo',
  'Ditiro',
  'Bakang',
  'Phenyo',
  'Moagi',
  'Thato',
  'Ian',
  'Seretse',
] as const

export const surnames = [
  'Molefe',
  'Sebego',
  'Dintwe',
  'Kgosi',
  'Masire',
  'Khama',
  'Mogae',
  'Seretse',
  'Motsumi',
  'Mokgethi',
  'Ramotswe',
  'Kgathi',
  'Modise',
  'Mmusi',
  'Tau',
  'Phiri',
  'Moyo',
  'Gaolathe',
  'Nkwe',
  'Mosweu',
  'Ntshole',
  'Keitseng',
  'Olopeng',
  'Mooketsi',
  'Ramaphane',
  'Letsholo',
  'Baitshepi',
  'Sechele',
  'Pilane',
  'Kebonang',
] as const

export const towns = [
  'Gaborone',
  'Francistown',
  'Maun',
  'Serowe',
  'Molepolole',
  'Kanye',
  'Palapye',
  'Lobatse',
  'Mahalapye',
  'Selebi-Phikwe',
  'Mochudi',
  'Kasane',
  'Jwaneng',
  'Orapa',
  'Letlhakane',
  'Ghanzi',
  'Tlokweng',
  'Ramotswa',
] as const

export const streets = [
  'Plot 4521, Extension 12',
  'Plot 1187, Block 8',
  'Plot 330, Broadhurst',
  'Plot 2209, Tlokweng Road',
  'Plot 77, Old Naledi',
  'Plot 915, Phase 4',
  'Plot 6112, Block 6',
  'Plot 48, Main Mall',
  'Plot 1402, Gerald Estates',
  'Plot 503, Boseja Ward',
  'Plot 2761, Mogoditshane',
  'Plot 38, Botalaote Ward',
] as const

export interface Bank {
  name: string
  branches: readonly { name: string; code: string }[]
}

export const banks: readonly Bank[] = [
  {
    name: 'First National Bank Botswana',
    branches: [
      { name: 'Gaborone Main Mall', code: '281467' },
      { name: 'Francistown', code: '281567' },
      { name: 'Maun', code: '281967' },
      { name: 'Game City', code: '282767' },
    ],
  },
  {
    name: 'Absa Bank Botswana',
    branches: [
      { name: 'Gaborone Prime Plaza', code: '290267' },
      { name: 'Palapye', code: '290567' },
      { name: 'Serowe', code: '291167' },
    ],
  },
  {
    name: 'Stanbic Bank Botswana',
    branches: [
      { name: 'Fairgrounds', code: '064967' },
      { name: 'Francistown', code: '065167' },
      { name: 'Lobatse', code: '065767' },
    ],
  },
  {
    name: 'Bank Gaborone',
    branches: [
      { name: 'Head Office', code: '320167' },
      { name: 'Molepolole', code: '320467' },
    ],
  },
  {
    name: 'BBS Bank',
    branches: [
      { name: 'Broadhurst', code: '470267' },
      { name: 'Kanye', code: '470567' },
      { name: 'Mahalapye', code: '470867' },
    ],
  },
]

export interface Employer {
  name: string
  departments: readonly string[]
  designations: readonly string[]
}

export const employers: readonly Employer[] = [
  {
    name: 'Debswana',
    departments: ['Mining', 'Processing', 'Engineering', 'Human Resources'],
    designations: ['Plant Operator', 'Mining Engineer', 'Artisan', 'HR Officer'],
  },
  {
    name: 'BPC',
    departments: ['Transmission', 'Finance', 'Customer Services'],
    designations: ['Electrical Technician', 'Accountant', 'Customer Service Officer'],
  },
  {
    name: 'Botswana Police Service',
    departments: ['Traffic', 'Criminal Investigation', 'Administration'],
    designations: ['Constable', 'Sergeant', 'Inspector'],
  },
  {
    name: 'Ministry of Health',
    departments: ['Nursing', 'Pharmacy', 'Public Health'],
    designations: ['Registered Nurse', 'Pharmacist', 'Health Education Officer'],
  },
  {
    name: 'Ministry of Education and Skills Development',
    departments: ['Primary Education', 'Secondary Education'],
    designations: ['Teacher', 'Senior Teacher', 'Head of Department'],
  },
  {
    name: 'Botswana Defence Force',
    departments: ['Ground Forces', 'Air Arm', 'Logistics'],
    designations: ['Private', 'Corporal', 'Lieutenant'],
  },
  {
    name: 'Water Utilities Corporation',
    departments: ['Operations', 'Billing'],
    designations: ['Water Technician', 'Billing Clerk'],
  },
  {
    name: 'Botswana Railways',
    departments: ['Operations', 'Maintenance'],
    designations: ['Train Driver', 'Track Inspector'],
  },
  { name: 'Choppies Enterprises', departments: ['Retail', 'Logistics'], designations: ['Store Manager', 'Supervisor'] },
  {
    name: 'Local Government (Gaborone City Council)',
    departments: ['Social Welfare', 'Works'],
    designations: ['Social Worker', 'Works Supervisor'],
  },
]

export const loanTypes = [
  'Personal Loan',
  'Emergency Loan',
  'School Fees Loan',
  'Asset Finance',
  'Home Improvement Loan',
  'Development Loan',
] as const

export const loanPurposes = [
  'School fees for two children at Maru-a-Pula',
  'Roofing and plastering of house in Tlokweng',
  'Purchase of a second-hand Toyota Hilux',
  'Medical bills at Bokamoso Private Hospital',
  'Funeral expenses for my late father',
  'Stocking a tuck shop in Mogoditshane',
  'Borehole drilling at the cattle post',
  'Consolidate store accounts',
  'Wedding (patlo and reception)',
  'Buying goats and a water tank for the lands',
  'Solar panels for the house in Serowe',
] as const

export const loanAmounts = [
  2500, 5000, 7500, 10000, 12500, 15000, 20000, 25000, 30000, 40000, 50000, 75000, 100000, 150000,
] as const

export const titles = { male: ['Mr'], female: ['Ms', 'Mrs'], other: ['Mx'] } as const

export const relationships = ['Spouse', 'Son', 'Daughter', 'Mother', 'Father', 'Sister', 'Brother'] as const

export const occupations = [
  'Teacher',
  'Nurse',
  'Police Officer',
  'Artisan',
  'Accountant',
  'Civil Servant',
  'Miner',
  'Farmer',
  'Self-employed',
] as const

export const sourcesOfFunds = [
  'Salary',
  'Business income',
  'Pension',
  'Livestock sales',
  'Rental income',
  'Gift from family',
] as const

export const accountTypes = ['Savings', 'Current', 'Cheque', 'Fixed Deposit'] as const

export const publicPositions = [
  'Councillor, Gaborone City Council',
  'Kgosi of the Bakgatla',
  'Deputy Permanent Secretary',
  'Magistrate, Lobatse',
] as const
