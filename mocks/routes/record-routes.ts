import type { JsonBodyType } from 'msw'
import { authedRoute } from '../http/pipeline'
import type { AuthedContext } from '../http/pipeline'
import type { MockRoute } from '../http/router'
import { notFound, validationError } from '../http/errors'
import type { FieldErrors } from '../http/errors'
import type { EndpointGroup } from '../state/controls-state'
import type { Database, Table } from '../state/database'
import type { Action, Resource } from '../domain/permissions'
import { allows } from '../domain/transitions'
import type { Transition } from '../domain/transitions'
import { toTimestamp } from '../time'
import type { EntityName } from '../types'

interface StatusRecord {
  id: number
  status: string
  notes?: string | null
  updated_at: string
}

// What the three status-carrying resources have in common.
export interface ResourceSpec<T extends StatusRecord> {
  entity: EntityName
  // The route prefix, e.g. `/api/loan-application2s`.
  base: string
  model: string
  noun: string
  resource: Resource
  table(db: Database): Table<T>
}

export function findRecord<T extends StatusRecord>(spec: ResourceSpec<T>, context: AuthedContext): T {
  const raw = context.params.id ?? ''
  const record = /^\d+$/.test(raw) ? spec.table(context.db).get(Number(raw)) : undefined
  if (!record) throw notFound(spec.model, raw)
  return record
}

export function showRoute<T extends StatusRecord>(
  spec: ResourceSpec<T>,
  group: EndpointGroup,
  wrap: (record: T) => JsonBodyType,
): MockRoute {
  return authedRoute('get', `${spec.base}/:id`, { group, kind: 'record' }, async (context) => {
    const record = findRecord(spec, context)
    context.can(spec.resource, 'view')
    return { json: wrap(record) }
  })
}

export interface ActionSpec<T extends StatusRecord> {
  segment: string
  group: EndpointGroup
  permission: Action
  transition: Transition<T['status']>
  verb: string
  pastTense: string
  // Columns an action sets besides status, e.g. a loan's approvedAt.
  extra?(now: string): Partial<T>
}

// The body is `{status?, notes?}`: a status that is not this action's outcome is a client bug.
function readActionInput(input: Record<string, unknown>, target: string): { notes?: string | null } {
  const errors: FieldErrors = {}
  if (input.status !== undefined && input.status !== null && input.status !== target) {
    errors.status = ['The selected status is invalid.']
  }
  const notes = input.notes
  if (notes !== undefined && notes !== null && typeof notes !== 'string')
    errors.notes = ['The notes field must be a string.']
  else if (typeof notes === 'string' && notes.length > 10000)
    errors.notes = ['The notes field must not be greater than 10000 characters.']
  if (Object.keys(errors).length > 0) throw validationError(errors)
  return 'notes' in input ? { notes: typeof notes === 'string' ? notes : null } : {}
}

export function actionRoute<T extends StatusRecord>(spec: ResourceSpec<T>, action: ActionSpec<T>): MockRoute {
  return authedRoute(
    'post',
    `${spec.base}/:id/${action.segment}`,
    { group: action.group, kind: 'action' },
    async (context) => {
      const record = findRecord(spec, context)
      context.can(spec.resource, action.permission)
      const { input } = await context.input()
      const changes = readActionInput(input, action.transition.to)
      if (!allows(action.transition, record.status)) {
        const message = `Cannot ${action.verb} a ${spec.noun} that is ${record.status}.`
        throw validationError({ status: [message] })
      }
      const now = toTimestamp(context.db.now())
      const changed = { ...record, ...changes, status: action.transition.to, updated_at: now }
      const updated = spec.table(context.db).save(action.extra ? { ...changed, ...action.extra(now) } : changed)
      const noun = spec.noun.charAt(0).toUpperCase() + spec.noun.slice(1)
      return { json: { message: `${noun} ${action.pastTense} successfully.`, data: updated } }
    },
  )
}

export interface NotifySpec<T> {
  segment: string
  group: EndpointGroup
  idKey: string
  // The values the body's id may take: the numeric id, and for members also their member code.
  ids(record: T): string[]
}

// The notify calls name the record twice (route and body); the bodies are recorded for tests.
export function notifyRoute<T extends StatusRecord>(
  spec: ResourceSpec<T>,
  { segment, group, idKey, ids }: NotifySpec<T>,
): MockRoute {
  return authedRoute('post', `${spec.base}/:id/${segment}`, { group, kind: 'notify' }, async (context) => {
    const record = findRecord(spec, context)
    context.can(spec.resource, 'view')
    const { input } = await context.input()
    const errors: FieldErrors = {}
    for (const key of [idKey, 'param1', 'param2', 'param3']) {
      const label = key.replace(/_/g, ' ')
      if (input[key] === undefined || input[key] === null) errors[key] = [`The ${label} field is required.`]
      else if (key === idKey && !ids(record).includes(String(input[key])))
        errors[key] = [`The selected ${label} is invalid.`]
    }
    if (Object.keys(errors).length > 0) throw validationError(errors)
    context.db.recordNotification({
      endpoint: `${spec.base}/${record.id}/${segment}`,
      entity: spec.entity,
      recordId: record.id,
      body: input,
      receivedAt: toTimestamp(context.db.now()),
    })
    return { json: { message: 'Notification sent' } }
  })
}
