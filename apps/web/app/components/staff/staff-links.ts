// Links between the staff pages keep what the panel was opened with (000 §7: salespersoncode, site name, embed;
// 000 §6: parent_base_url), never the embed token, which is spent on arrival.

export const CARRIED_PARAMS = ['salespersoncode', 'sitename', 'embed', 'parent_base_url'] as const;

export function staffLink(
  path: string,
  current: URLSearchParams,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  for (const name of CARRIED_PARAMS) {
    const value = current.get(name);
    if (value !== null) params.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const query = params.toString();
  return `/staff/${path}${query ? `?${query}` : ''}`;
}
