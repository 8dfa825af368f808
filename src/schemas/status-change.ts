import * as z from 'zod/mini'
import { isObject } from './laravel'

/**
 * What Laravel answers a status call with: the record (bare or under `data`), `{message, data}`,
 * `{message}`, or nothing at all.
 */
function isLaravelAnswer(body: unknown): boolean {
  if (body === null) return true
  if (!isObject(body)) return false
  const { message, data } = body
  return (message === undefined || typeof message === 'string') && (data === undefined || isObject(data))
}

/**
 * The answer to a status call (approve, reject, verify, suspend, ...), which SPEC does not show. Any
 * other answer is not Laravel's and says nothing about whether the change was made: a proxy's or a
 * sign-in page's HTML served with 200, or JSON whose `message` is not text or whose `data` is not a
 * record. The body passes on as it came, for the record it may carry.
 */
export const StatusChangeAnswerSchema = z.unknown().check(z.refine(isLaravelAnswer))
