// Laravel's session store, reduced to what the console can observe: an id carried in the
// HttpOnly `laravel_session` cookie, a CSRF token, and the signed-in user.

export interface Session {
  id: string
  // What the XSRF-TOKEN cookie holds once URL-decoded; the client must echo it in X-XSRF-TOKEN.
  token: string
  userId: number | null
}

// What the server keeps of its sessions, and whether QA expired them all since the last login.
export interface SessionState {
  sessions: Session[]
  expiredUntilLogin: boolean
}

export const noSessions: SessionState = { sessions: [], expiredUntilLogin: false }

const SESSION_LIMIT = 200

function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count))
}

function newSessionId(): string {
  return Array.from(randomBytes(20), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

// Laravel's cookie holds an encrypted payload in base64, so it contains `+`, `/` and `=` and
// arrives URL-encoded (`...%3D`): a client that forgets to decode it gets 419. 40 bytes always
// encode with `==` padding.
function newToken(): string {
  return btoa(String.fromCharCode(...randomBytes(40)))
}

export class SessionTable {
  private readonly sessions = new Map<string, Session>()
  // Set when QA expires every session, cleared by the next login: the QA panel says so until then.
  private expiredUntilLogin = false

  constructor(
    state: SessionState,
    private readonly onChange: () => void,
    private readonly onExpiryChange: () => void = () => {},
  ) {
    for (const session of state.sessions) this.sessions.set(session.id, session)
    this.expiredUntilLogin = state.expiredUntilLogin
  }

  find(id: string | null): Session | undefined {
    return id === null ? undefined : this.sessions.get(id)
  }

  // Every request without a valid session cookie starts a new guest session, as StartSession does.
  start(): Session {
    const session: Session = { id: newSessionId(), token: newToken(), userId: null }
    this.sessions.set(session.id, session)
    // Guest sessions pile up with every cookieless request; keep the newest, as garbage collection would.
    while (this.sessions.size > SESSION_LIMIT) {
      const oldest = this.sessions.keys().next().value
      if (oldest === undefined) break
      this.sessions.delete(oldest)
    }
    this.onChange()
    return session
  }

  // Login: a new id and token for the same session (session fixation protection).
  regenerate(session: Session, userId: number): Session {
    this.sessions.delete(session.id)
    const next: Session = { id: newSessionId(), token: newToken(), userId }
    this.sessions.set(next.id, next)
    this.onChange()
    if (this.expiredUntilLogin) {
      this.expiredUntilLogin = false
      this.onExpiryChange()
    }
    return next
  }

  // Logout: the old session is destroyed and an empty one takes its place.
  invalidate(session: Session): Session {
    this.sessions.delete(session.id)
    return this.start()
  }

  expireAll(): void {
    this.sessions.clear()
    this.expiredUntilLogin = true
    this.onChange()
    this.onExpiryChange()
  }

  get expired(): boolean {
    return this.expiredUntilLogin
  }

  snapshot(): SessionState {
    return { sessions: [...this.sessions.values()], expiredUntilLogin: this.expiredUntilLogin }
  }
}
