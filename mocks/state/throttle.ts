// Laravel's `throttle:api` (RateLimiter with a one-minute decay): each key gets a window that starts
// with its first request; past `limit` requests in it the answer is 429 until the window ends. A
// refused request does not count. The key is the signed-in user's id, or the client's IP for guests.

export interface ThrottleWindow {
  count: number
  // Epoch ms when the window ends and the count starts over.
  resetAt: number
}

export type ThrottleVerdict =
  { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number; resetAt: number }

const DECAY_MS = 60_000

export class Throttle {
  private readonly windows = new Map<string, ThrottleWindow>()

  constructor(
    windows: Readonly<Record<string, ThrottleWindow>>,
    private readonly onChange: () => void,
  ) {
    for (const [key, window] of Object.entries(windows)) this.windows.set(key, { ...window })
  }

  attempt(key: string, limit: number, now: number): ThrottleVerdict {
    let window = this.windows.get(key)
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + DECAY_MS }
      this.windows.set(key, window)
    }
    if (window.count >= limit) {
      // Laravel's availableIn(): whole seconds until the window ends, at least 1.
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
        resetAt: window.resetAt,
      }
    }
    window.count += 1
    this.onChange()
    return { allowed: true, remaining: limit - window.count }
  }

  clear(): void {
    this.windows.clear()
    this.onChange()
  }

  snapshot(): Record<string, ThrottleWindow> {
    return Object.fromEntries(this.windows)
  }
}
