import type { ReactNode } from 'react'
import { PageTitle } from '@/components/ui/PageTitle'
import { BackButton, type RecordListPath } from './BackButton'

interface DetailPageProps {
  title: string
  list: RecordListPath
  children: ReactNode
}

/** The frame of every detail screen: its title with Back, then the record or what went wrong. */
export function DetailPage({ title, list, children }: DetailPageProps) {
  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle actions={<BackButton list={list} />}>{title}</PageTitle>
      {children}
    </div>
  )
}

/** The record could not be shown: the spec's text for the screen, in red, in place of the record. */
export function DetailProblem({ title, list, message }: { title: string; list: RecordListPath; message: string }) {
  return (
    <DetailPage title={title} list={list}>
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
        {message}
      </p>
    </DetailPage>
  )
}
