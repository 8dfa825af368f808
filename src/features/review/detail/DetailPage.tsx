import type { ReactNode } from 'react'
import { ErrorPanel } from '@/components/ui/ErrorPanel'
import { PageTitle } from '@/components/ui/PageTitle'
import { BackButton } from './BackButton'
import type { RecordListPath } from './record-paths'

interface DetailPageProps {
  title: string
  list: RecordListPath
  /** Back by another way than the browser's history (to a record's queue). */
  onBack?: () => void
  children: ReactNode
}

/** The frame of every detail screen: its title with Back, then the record or what went wrong. */
export function DetailPage({ title, list, onBack, children }: DetailPageProps) {
  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle actions={<BackButton list={list} onBack={onBack} />}>{title}</PageTitle>
      {children}
    </div>
  )
}

interface DetailProblemProps {
  title: string
  list: RecordListPath
  message: string
  /** Offers 'Try again' when asking again can help. */
  onRetry?: () => void
}

/** The record could not be shown: the screen's text for what went wrong, in red, in place of the record. */
export function DetailProblem({ title, list, message, onRetry }: DetailProblemProps) {
  return (
    <DetailPage title={title} list={list}>
      <ErrorPanel message={message} onRetry={onRetry} />
    </DetailPage>
  )
}
