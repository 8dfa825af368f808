import type { QueryClient } from '@tanstack/react-query'
import { actionSuccessMessage } from '@/domain/action-messages'
import { decisionLine, notesAfterEdit } from '@/domain/notes'
import { splitNotes } from '@/domain/notes-history'
import { MemberFormSchema, type MemberFormValues } from '@/schemas/forms/member-form'
import type { Member } from '@/schemas/member'
import { apiRequest } from '../client'
import { ApiError } from '../errors'
import { dashboardKeys } from '../dashboard/dashboard.queries'
import { patchCachedRecord } from '../records/record-cache'
import { memberResource } from './members.api'

/** SPEC section 8's texts when the server gives no message of its own (or only a generic 5xx one). */
export const ADD_FAILED_MESSAGE = 'Failed to add user. Please try again.'
export const UPDATE_FAILED_MESSAGE = 'Failed to update user. Please try again.'
export const MEMBER_ADDED_MESSAGE = 'Member added.'

/** The member's document uploads: files, never sent as JSON. */
export const MEMBER_DOCUMENT_FIELDS = ['omang', 'confirmation_letter', 'payslip'] as const
export type MemberDocumentField = (typeof MEMBER_DOCUMENT_FIELDS)[number]
type TextValues = Omit<MemberFormValues, MemberDocumentField>

function isDocumentField(key: string): key is MemberDocumentField {
  return MEMBER_DOCUMENT_FIELDS.some((field) => field === key)
}

/**
 * The text fields as the server takes them. No status: a new member starts pending, and Edit leaves
 * it as it is (DESIGN section 4). Empty texts are sent, so clearing a field clears it.
 */
function textFields(values: MemberFormValues): Partial<TextValues> {
  const entries = Object.entries(values).filter(
    (entry): entry is [keyof TextValues, string] => !isDocumentField(entry[0]) && typeof entry[1] === 'string',
  )
  return Object.fromEntries(entries)
}

function chosenFiles(values: MemberFormValues): [MemberDocumentField, File][] {
  return MEMBER_DOCUMENT_FIELDS.flatMap((field): [MemberDocumentField, File][] => {
    const file = values[field]
    return file ? [[field, file]] : []
  })
}

function multipart(fields: Partial<TextValues>, files: [MemberDocumentField, File][], spoofMethod?: 'PUT'): FormData {
  const body = new FormData()
  if (spoofMethod) body.append('_method', spoofMethod)
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  for (const [key, file] of files) body.append(key, file, file.name)
  return body
}

/** `POST api/memberships`: multipart when a document is attached, JSON otherwise. */
export function createMember(values: MemberFormValues): Promise<Member> {
  const fields = textFields(values)
  const files = chosenFiles(values)
  const options = files.length > 0 ? { body: multipart(fields, files) } : { json: fields }
  return apiRequest('post', memberResource.path, memberResource.recordSchema, options)
}

/**
 * JSON `PUT api/memberships/{id}`, or with documents `POST` multipart with `_method=PUT`: PHP parses
 * multipart bodies only on POST, so a real PUT with files would reach Laravel empty (DESIGN section 3).
 * The notes are the typed free text, then the dated lines of the member as the server has them now
 * (asked just before: a decision a colleague made while the form was open stays on record), then the
 * edit's own line naming who saved it.
 */
export async function updateMember(
  queryClient: QueryClient,
  id: number,
  values: MemberFormValues,
  editedBy: string | null,
): Promise<Member> {
  const stored = await queryClient.fetchQuery({ ...memberResource.queries.detail(id), staleTime: 0 })
  const editLine = decisionLine('Edited', new Date(), { by: editedBy })
  const fields = {
    ...textFields(values),
    notes: notesAfterEdit(values.notes, splitNotes(stored.notes).dated, editLine),
  }
  const files = chosenFiles(values)
  const path = `${memberResource.path}/${id}`
  if (files.length === 0) return apiRequest('put', path, memberResource.recordSchema, { json: fields })
  return apiRequest('post', path, memberResource.recordSchema, { body: multipart(fields, files, 'PUT') })
}

function isFormField(key: string): key is keyof MemberFormValues {
  return Object.hasOwn(MemberFormSchema.shape, key)
}

/** What a failed save says: each message under its form field, and the form's banner. */
export interface MemberSaveFailure {
  /** 422 field errors the form has a field for, in the server's order (`photos.0` counts as `photos`). */
  fieldErrors: [keyof MemberFormValues, string][]
  banner: string
}

/**
 * Reads a failed save for the form. The banner: when every problem is shown under its field, the
 * spec's text (`fallback`), so Laravel 8 ('The given data was invalid.') and Laravel 10+ ('The email
 * field is required. (and 1 more error)') read the same; an error for a field the form does not have
 * is said in the banner, the server's own words; any other 4xx says the server's message (the spec
 * prefers it); a 5xx or no answer, `fallback`.
 */
export function memberSaveFailure(error: unknown, fallback: string): MemberSaveFailure {
  if (!(error instanceof ApiError) || error.status >= 500) return { fieldErrors: [], banner: fallback }
  const unplaced: string[] = []
  const fieldErrors: [keyof MemberFormValues, string][] = []
  for (const [key, messages] of Object.entries(error.status === 422 ? error.fieldErrors : {})) {
    const field = key.split('.')[0] ?? key
    const message = messages[0]
    if (!message) continue
    if (isFormField(field)) fieldErrors.push([field, message])
    else unplaced.push(message)
  }
  const banner = unplaced[0] ?? (fieldErrors.length > 0 ? fallback : (error.serverMessage ?? fallback))
  return { fieldErrors, banner }
}

/**
 * Saving the member form, for Add New User, Edit User and the Member Details edit modal alike: the
 * call (`member` null adds one), then every cached copy updated, and a success message.
 */
export function memberSaveOptions(queryClient: QueryClient, member: Member | null, editedBy: string | null) {
  return {
    mutationFn: (values: MemberFormValues) =>
      member ? updateMember(queryClient, member.id, values, editedBy) : createMember(values),
    onSuccess: (saved: Member) => {
      if (member) patchCachedRecord(queryClient, memberResource, member.id, () => saved)
      else queryClient.setQueryData(memberResource.keys.detail(saved.id), saved)
      // Search, filters and dashboard counts may all depend on what changed.
      void queryClient.invalidateQueries({ queryKey: memberResource.keys.lists() })
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all })
    },
    // A failure is put on the form, not announced.
    meta: { success: () => (member ? actionSuccessMessage('member', 'edit') : MEMBER_ADDED_MESSAGE) },
  }
}
