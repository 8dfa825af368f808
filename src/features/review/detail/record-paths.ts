import type { StatusEntity } from '@/domain/status-machines'

/** Where an entity's list lives. */
export type RecordListPath = '/loans' | '/kyc' | '/users'

/** Where one of its records lives; every record route calls its parameter `id`. */
export type RecordDetailPath = `${RecordListPath}/$id`

/** Where a record of each kind lives, by its status machine's name (for work that outlives its screen). */
export const RECORD_PATH = {
  loan: '/loans/$id',
  kyc: '/kyc/$id',
  member: '/users/$id',
} as const satisfies Record<StatusEntity, RecordDetailPath>
