import { useContext } from 'react';

import { WidgetsContext } from './widgets-context.ts';

/** The error message thrown when a widget needs an API client and none was given. */
export const MISSING_CLIENT_MESSAGE =
  'No API client: pass `client` to the widget or wrap it in <WidgetsProvider client={…}>.';

/**
 * The API client a widget talks to: the explicit argument wins, else the one given to
 * `WidgetsProvider`. Throws when there is neither, naming `WidgetsProvider`.
 *
 * Widgets type `T` as the narrow interface they need (e.g. `Pick<ApiClient, 'getQuiz'>`).
 *
 * @example
 * function QuizHelp(props: { client?: QuizClient }) {
 *   const client = useApiClient(props.client);
 *   …
 * }
 */
export function useApiClient<T>(client?: T): T {
  const fromProvider = useContext(WidgetsContext).client;
  if (client !== undefined && client !== null) return client;
  if (fromProvider !== undefined) return fromProvider as T;
  throw new Error(MISSING_CLIENT_MESSAGE);
}
