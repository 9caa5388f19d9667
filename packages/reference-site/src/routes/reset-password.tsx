import { redirect, type LoaderFunctionArgs } from 'react-router';

/** The link in the reset e-mail: opens the reset step as an overlay on the start page. */
export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  throw redirect(`/?routeAction=reset-password&token=${encodeURIComponent(token)}`);
}
