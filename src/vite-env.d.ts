/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
  readonly VITE_API_RATE_LIMIT?: string
  readonly VITE_REVIEW_SLA_DAYS?: string
}

/** The id of this build (vite.config.ts), also written to /version.json: lib/console-version.ts compares them. */
declare const __CONSOLE_BUILD__: string

interface ImportMeta {
  readonly env: ImportMetaEnv
}
