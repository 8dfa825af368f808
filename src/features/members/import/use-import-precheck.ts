import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { precheckImport, type Precheck } from './import-precheck'

export type PrecheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; result: Precheck }
  /** The file could not be read here: the server reads it and says what it refuses. */
  | { status: 'unreadable' }

/** The rows of `file` that the import should not take as they are, read once the file is chosen. */
export function useImportPrecheck(file: File | undefined): PrecheckState {
  const queryClient = useQueryClient()
  const [state, setState] = useState<{ file: File | undefined; state: PrecheckState }>({
    file: undefined,
    state: { status: 'idle' },
  })
  useEffect(() => {
    if (!file) return
    let current = true
    precheckImport(queryClient, file, new Date()).then(
      (result) => current && setState({ file, state: { status: 'done', result } }),
      () => current && setState({ file, state: { status: 'unreadable' } }),
    )
    return () => {
      current = false
    }
  }, [file, queryClient])
  // A state left from another file (or none) is no answer for this one.
  if (!file) return { status: 'idle' }
  return state.file === file ? state.state : { status: 'checking' }
}
