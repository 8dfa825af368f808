import {
  MutationObserver,
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import * as z from 'zod/mini'
import {
  actionFailureMessage,
  actionSuccessMessage,
  NOTIFY_FAILED_MESSAGE,
  type ActionScreen,
} from '@/domain/action-messages'
import { appendNotesLine, notesLine, type NotesVerb } from '@/domain/notes'
import { actionEndpoint, nextStatus, type CallAction, type StatusEntity } from '@/domain/status-machines'
import { apiRequest } from '../client'
import { dashboardKeys } from '../dashboard/dashboard.queries'
import { errorReason } from '../errors'
import { patchCachedRecord, restoreCaches, snapshotCaches } from './record-cache'
import type { DefinedResource, ReviewRecord } from './record-resource'

const NOTES_VERB: Record<CallAction<StatusEntity>, NotesVerb> = {
  verify: 'Verified',
  approve: 'Approved',
  reject: 'Rejected',
  suspend: 'Suspended',
  reactivate: 'Reactivated',
}

export interface TransitionRequest<T, E extends StatusEntity> {
  record: T
  action: CallAction<E>
  /** Why, for a rejection or a suspension; it goes into the notes line. */
  reason?: string
}

/** What the server is told: the new status and the notes with one dated line added (DESIGN section 4). */
export function transitionBody<T extends ReviewRecord, E extends StatusEntity>(
  entity: E,
  request: TransitionRequest<T, E>,
  now: Date,
): { status: string; notes: string } {
  const status = nextStatus(entity, request.action) ?? request.record.status
  const notes = appendNotesLine(request.record.notes, notesLine(NOTES_VERB[request.action], now, request.reason))
  return { status, notes }
}

const transitionKey = (resourceKey: string) => [resourceKey, 'transition'] as const

/** A transition with its request body worked out once, when the user confirmed it. */
interface PlannedTransition<T, E extends StatusEntity> extends TransitionRequest<T, E> {
  body: { status: string; notes: string }
}

/**
 * After a successful verify, the resource's notify call, in the background: it is a side matter, so
 * it is a mutation of its own whose failure is a warning and never undoes the verify. It waits for
 * spare request budget and waits out 429s by itself (DESIGN section 9).
 */
function sendNotify<T extends ReviewRecord>(queryClient: QueryClient, resource: DefinedResource<T>, record: T): void {
  const observer = new MutationObserver(queryClient, {
    mutationFn: () =>
      apiRequest('post', `${resource.path}/${record.id}/${resource.notify.segment}`, z.unknown(), {
        json: resource.notify.payload(record),
        priority: 'background',
      }),
    meta: { failure: () => NOTIFY_FAILED_MESSAGE, failureTone: 'warning' },
  })
  observer.mutate().catch(() => {})
}

/** How one transition ended; it never throws, so a caller may also ignore it. */
export type TransitionOutcome = { ok: true } | { ok: false; error: unknown }

export interface StatusTransitionOptions {
  /**
   * Toast the spec's success and failure texts (the default). A bulk run reports its records
   * together in its own result panel instead of one toast per record.
   */
  announce?: boolean
}

/**
 * Verify / approve / reject / suspend / reactivate, optimistically: every cached copy changes at
 * once, rolls back with the spec's message on failure, and takes the server's record on success.
 * Returns the function to start one.
 */
export function useStatusTransition<T extends ReviewRecord, E extends StatusEntity>(
  resource: DefinedResource<T> & { entity: E },
  screen: ActionScreen,
  { announce = true }: StatusTransitionOptions = {},
): (request: TransitionRequest<T, E>) => Promise<TransitionOutcome> {
  const queryClient = useQueryClient()
  const responseSchema = z.union([
    resource.recordSchema,
    z.pipe(
      z.unknown(),
      z.transform(() => null),
    ),
  ])

  const mutation = useMutation({
    mutationKey: transitionKey(resource.key),
    mutationFn: ({ record, action, body }: PlannedTransition<T, E>) => {
      const segment = actionEndpoint(resource.entity, action)
      return apiRequest('post', `${resource.path}/${record.id}/${segment}`, responseSchema, { json: body })
    },
    onMutate: async ({ record, body }) => {
      await queryClient.cancelQueries({ queryKey: resource.keys.all() })
      const snapshot = snapshotCaches(queryClient, resource)
      patchCachedRecord(queryClient, resource, record.id, (current) => ({ ...current, ...body }))
      return { snapshot }
    },
    onError: (_error, _request, context) => {
      if (context) restoreCaches(queryClient, context.snapshot)
    },
    onSuccess: (returned, { record, action, body }) => {
      if (returned) patchCachedRecord(queryClient, resource, record.id, () => returned)
      if (action === 'verify') sendNotify(queryClient, resource, returned ?? { ...record, ...body })
    },
    onSettled: () => {
      // Status filters and dashboard counts depend on what just changed.
      void queryClient.invalidateQueries({ queryKey: resource.keys.lists() })
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all })
    },
    meta: announce
      ? {
          success: (_returned: unknown, { action }: PlannedTransition<T, E>) =>
            actionSuccessMessage(resource.entity, action),
          failure: (error: unknown, { action }: PlannedTransition<T, E>) =>
            actionFailureMessage(resource.entity, action, screen, errorReason(error)),
        }
      : {},
  })

  const { mutateAsync } = mutation
  return (request) =>
    mutateAsync({ ...request, body: transitionBody(resource.entity, request, new Date()) }).then(
      (): TransitionOutcome => ({ ok: true }),
      (error: unknown): TransitionOutcome => ({ ok: false, error }),
    )
}

/** Ids of the records of this resource with an action under way, so their buttons stay disabled. */
export function useRecordsInTransition(resourceKey: string): Set<number> {
  const pending = useMutationState({
    filters: { mutationKey: transitionKey(resourceKey), status: 'pending' },
    select: (mutation) => (mutation.state.variables as { record?: ReviewRecord } | undefined)?.record?.id,
  })
  return new Set(pending.filter((id): id is number => typeof id === 'number'))
}
