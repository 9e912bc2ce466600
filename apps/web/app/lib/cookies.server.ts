// Reading the Cookie request header: shared by the page server (cookie relay), the sign-in check and the shell loader.

/** Cookie name → raw value (not decoded) of a Cookie header; a part without a name is skipped, a later one wins. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return jar;
}

/** Whether the header carries a cookie of exactly this name (its value is not looked at). */
export function hasCookie(header: string | null | undefined, name: string): boolean {
  return parseCookieHeader(header).has(name);
}
