import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import {
  actionFailureMessage,
  actionSuccessMessage,
  NOTIFY_FAILED_MESSAGE,
  type ActionScreen,
} from '@/domain/action-messages'
import { appendNotesLine, notesLine, type NotesVerb } from '@/domain/notes'
import { actionEndpoint, nextStatus, type CallAction, type StatusEntity } from '@/domain/status-machines'
import { toast } from '@/components/toast/toast-store'
import { apiRequest } from '../client'
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
  /** Why, for a suspension; it goes into the notes line. */
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

export interface NotifyCall<T> {
  segment: string
  payload: (record: T) => object
}

const transitionKey = (resourceKey: string) => [resourceKey, 'transition'] as const

/**
 * Verify / approve / reject / suspend / reactivate, optimistically: every cached copy changes at
 * once, rolls back with the spec's message on failure, and takes the server's record on success.
 */
export function useStatusTransition<T extends ReviewRecord, E extends StatusEntity>(
  resource: DefinedResource<T> & { entity: E },
  screen: ActionScreen,
  notify: NotifyCall<T>,
) {
  const queryClient = useQueryClient()
  const responseSchema = z.union([resource.recordSchema, z.pipe(z.unknown(), z.transform(() => null))])

  return useMutation({
    mutationKey: transitionKey(resource.key),
    mutationFn: (request: TransitionRequest<T, E>) => {
      const body = transitionBody(resource.entity, request, new Date())
      const segment = actionEndpoint(resource.entity, request.action)
      return apiRequest('post', `${resource.path}/${request.record.id}/${segment}`, responseSchema, { json: body })
    },
    onMutate: async (request) => {
      await queryClient.cancelQueries({ queryKey: resource.keys.all() })
      const snapshot = snapshotCaches(queryClient, resource)
      const body = transitionBody(resource.entity, request, new Date())
      patchCachedRecord(queryClient, resource, request.record.id, (current) => ({ ...current, ...body }))
      return { snapshot }
    },
    onError: (error, request, context) => {
      if (context) restoreCaches(queryClient, context.snapshot)
      toast.error(actionFailureMessage(resource.entity, request.action, screen, errorReason(error)))
    },
    onSuccess: async (returned, request) => {
      if (returned) patchCachedRecord(queryClient, resource, request.record.id, () => returned)
      toast.success(actionSuccessMessage(resource.entity, request.action))
      if (request.action === 'verify') {
        const verified = returned ?? { ...request.record, status: nextStatus(resource.entity, 'verify') ?? request.record.status }
        await apiRequest('post', `${resource.path}/${request.record.id}/${notify.segment}`, z.unknown(), {
          json: notify.payload(verified),
        }).catch(() => toast.warning(NOTIFY_FAILED_MESSAGE))
      }
    },
    onSettled: () => {
      // Status filters and dashboard counts depend on what just changed.
      void queryClient.invalidateQueries({ queryKey: resource.keys.lists() })
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] })
    },
  })
}

/** Ids of the records of this resource with an action under way, so their buttons stay disabled. */
export function useRecordsInTransition(resourceKey: string): Set<number> {
  const pending = useMutationState({
    filters: { mutationKey: transitionKey(resourceKey), status: 'pending' },
    select: (mutation) => (mutation.state.variables as { record?: ReviewRecord } | undefined)?.record?.id,
  })
  return new Set(pending.filter((id): id is number => typeof id === 'number'))
}
