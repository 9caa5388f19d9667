/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API is (default http://localhost:8000, `npm start`'s reference server). */
  readonly VITE_API_BASE_URL?: string;
}
