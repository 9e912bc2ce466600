// jsdom lacks CSS.escape, which React Aria uses to look up its csp-nonce meta element.
const css = (globalThis as { CSS?: { escape?: (value: string) => string } }).CSS;
if (!css?.escape) {
  (globalThis as { CSS?: unknown }).CSS = {
    ...css,
    escape: (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`),
  };
}
