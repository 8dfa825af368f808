interface TaskScheduler {
  postTask: (callback: () => void, options: { priority: 'user-blocking' }) => Promise<void>
}

/** The browser's task scheduler where it has one (Chromium, Firefox), for a task ahead of the queue. */
function taskScheduler(): TaskScheduler | undefined {
  return (globalThis as { scheduler?: TaskScheduler }).scheduler
}

/**
 * Resolves in a task right after the browser's next frame. Work that follows leaves that frame to show
 * what an input changed at once (a button pressed, a dialog closed), so a press is answered on screen
 * before a costly render (the next record) runs: Interaction to Next Paint measures that frame. The
 * task is 'user-blocking' where the browser can say so, ahead of the requests' answers and the idle
 * preloads queued meanwhile, so the work waits one frame and not for them too. A hidden page draws no
 * frames (`requestAnimationFrame` waits for it to show), so there it resolves in the next task.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolveInNextTask(resolve)
    else requestAnimationFrame(() => resolveInNextTask(resolve))
  })
}

/**
 * Resolves in a task of its own, ahead of the queue where the browser can say so: the work before and
 * the work after become two tasks, so neither holds the page as long as both would.
 */
export function inNextTask(): Promise<void> {
  return new Promise(resolveInNextTask)
}

function resolveInNextTask(resolve: () => void): void {
  const scheduler = taskScheduler()
  if (scheduler) void scheduler.postTask(resolve, { priority: 'user-blocking' })
  else setTimeout(resolve, 0)
}
