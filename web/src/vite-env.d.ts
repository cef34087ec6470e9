/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API host, e.g. "https://api.example.com". Empty (default): same origin as the app. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
