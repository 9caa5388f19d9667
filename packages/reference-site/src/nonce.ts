import { createContext, useContext } from 'react';

/** The response's script nonce: set by the server entry, empty in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
