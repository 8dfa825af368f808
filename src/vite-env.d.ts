/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
  readonly VITE_API_RATE_LIMIT?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
