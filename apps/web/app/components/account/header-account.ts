import { useRouteLoaderData } from 'react-router';

/** What the header knows of a signed-in shopper (000 §3 'Account info': firstName). */
export interface HeaderAccount {
  firstName: string;
}

/** The root loader's account for the header; null when signed out or when the root loader failed. */
export function useHeaderAccount(): HeaderAccount | null {
  const root = useRouteLoaderData<{ account?: HeaderAccount | null }>('root');
  return root?.account ?? null;
}
