import { useLocation } from 'react-router';

/** True when the address carries a showlogin query key in any letter case, asking for the login display (000 §2). */
export function hasLoginRequest(search: string): boolean {
  for (const key of new URLSearchParams(search).keys()) if (key.toLowerCase() === 'showlogin') return true;
  return false;
}

export function useLoginRequest(): boolean {
  return hasLoginRequest(useLocation().search);
}
