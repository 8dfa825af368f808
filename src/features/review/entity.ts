import type { ComponentType, ReactNode } from 'react'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'
import type { DataColumn } from '@/components/data-table/types'
import type { RecordEditorProps } from './actions/RecordActionDialog'
import type { RecordChecks } from './checks/record-checks'
import type { DetailFieldGroup } from './detail/DetailGrid'
import type { RecordFieldGroup } from './detail/record-fields'
import type { RecordDetailPath, RecordListPath } from './detail/record-paths'
import type { DocumentEntry } from './documents/UploadedDocuments'
import type { ListLoadFailure } from './list/RecordList'
import type { ListView } from './list/views/list-views'
import type { MemberFileView } from './member-file/MemberFile'

/** The parts of an entity that only its record screen, a row's View modal and the export draw. */
export interface RecordDetails<T> {
  /**
   * Every field the list's records carry, declared once with the label and format the record screen
   * shows (its cards, then its documents): the export's 'All columns' writes these.
   */
  fields: readonly RecordFieldGroup<T>[]
  /** The record screen's cards, in order. */
  fieldGroups: (record: T) => DetailFieldGroup[]
  /** The row's View modal, when it shows more than the cards (a member's document file names). */
  viewFieldGroups?: (record: T) => DetailFieldGroup[]
  /** Uploaded Documents, above the fields. */
  documents?: (record: T) => DocumentEntry[]
  /**
   * What the record's checks read (DESIGN section 11): its own fields, and which other records to
   * look up. Drawn at the top of the record; Verify and Approve ask to acknowledge what needs attention.
   */
  checks?: (record: T) => RecordChecks
  /** The member's file: a loan's or a KYC record's Member card, or a member's own records. */
  memberFile?: (record: T) => MemberFileView
}

/**
 * One reviewable entity, declared once in its own room (`features/loans`, `features/kyc`,
 * `features/members`): the kernel's list screen, record screen and route factory draw everything
 * from this. A fourth entity is one more declaration and its two route files.
 */
export interface ReviewEntity<T extends ReviewRecord> {
  /** The API resource: path, schema, status machine (`resource.entity`), query keys. */
  resource: DefinedResource<T>
  paths: { list: RecordListPath; detail: RecordDetailPath }
  texts: {
    /** The list's heading; the export is saved under it. */
    listTitle: string
    searchPlaceholder: string
    /** SPEC section 8's text for a list page that cannot be loaded (also a queue's page, an export). */
    listLoadFailed: string
    /** The record screen's heading. */
    recordTitle: string
    /** A row's View modal. */
    viewTitle: string
    /** In the View modal, a link to the record screen saying what it adds (members). */
    viewRecordLink?: string
    /** A 404 on the record. */
    notFound: string
    /** Under the filters, what the list's badges mean where two read alike (members: Active and Approved). */
    statusLegend?: string
    /** Any other failure to load the record (a 403 has its own text). */
    recordLoadFailed: (error: unknown) => string
  }
  /** The Status filter's choices, as the server spells them. */
  statusFilters: readonly string[]
  /** The tabs every user has above the list, before their saved views. */
  views: readonly ListView[]
  /** Every column of the list, at module scope (the table keys its model on their identity). */
  columns: readonly DataColumn<T>[]
  /** The column whose cell is the link to the record (it seeds the record's cache from the row). */
  linkColumn: string
  /**
   * What only the record screen, a row's View and 'All columns' need (the fields, documents, checks),
   * loaded apart from the list: `() => import('./loan-details').then((module) => module.loanDetails)`.
   */
  details: () => Promise<RecordDetails<T>>
  /** Who or what the record is, for the record screen's heading. */
  heading: (record: T) => string
  /** A second line under the heading, e.g. the member ID. */
  subheading?: (record: T) => string | null
  /** Names the record in a confirmation: 'Mercy Khama · MBR-00090 · BWP 150,000'. */
  subject: (record: T) => string
  /** Names a row for screen readers and in bulk results: 'loan application 12'. */
  rowLabel: (record: T) => string
  /** Members only: what their list adds and how it looks while loading or failing. */
  list?: {
    /** Header buttons before Filter and Export ('Add New Member', 'Import Members'). */
    Toolbar?: ComponentType
    renderLoading?: () => ReactNode
    renderError?: (failure: ListLoadFailure) => ReactNode
  }
  /** The dialog of Edit, the one action that is no status call (members). */
  Editor?: ComponentType<RecordEditorProps<T>>
}

/** Typed in one place, so a declaration is checked against the record type of its resource. */
export function defineReviewEntity<T extends ReviewRecord>(entity: ReviewEntity<T>): ReviewEntity<T> {
  return entity
}
