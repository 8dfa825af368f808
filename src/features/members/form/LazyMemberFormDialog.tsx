import { lazyWithPreload } from '@/components/lazy-with-preload'

/**
 * The member form dialog, loaded when it first opens (or earlier, on the intent to open it): the form,
 * its field definitions and react-hook-form stay out of the members list's chunks. Until it arrives
 * nothing shows, so the list around it never gives way to a route's loading state.
 */
export const { Component: LazyMemberFormDialog, preload: preloadMemberForm } = lazyWithPreload(() =>
  import('./MemberFormDialog').then((module) => module.MemberFormDialog),
)
