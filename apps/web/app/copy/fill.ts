/** Fills `{name}`-style slots of a catalogue string. */
export function fillCopy(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, key: string) => {
    const value = values[key];
    return value === undefined ? slot : String(value);
  });
}
