// One way for the page to add a script after load (000 §4 "Script loader": each script loads once; a failure reports
// an error). Third-party adapters and the shop's own fraud script all come through here, so the CSP nonce is applied
// in one place and a failing script never throws into the page: the promise rejects and the caller catches.

export interface LoadScriptOptions {
  /** Defaults to true: nothing the shop renders waits for these scripts. */
  async?: boolean;
  /** Extra attributes for the script element (data-* the provider reads, crossorigin, …). */
  attrs?: Readonly<Record<string, string>>;
  /** The page's CSP nonce (lib/nonce.ts); without it only origins the policy names may load. */
  nonce?: string;
}

/** The 000 §8 wording for a script the shop asks for by an id it has no source for. */
export const UNKNOWN_SCRIPT_MESSAGE = 'Does not exist in script library';

export class ScriptLoadError extends Error {
  readonly id: string;
  readonly src: string;

  constructor(id: string, src: string, message: string) {
    super(message);
    this.name = 'ScriptLoadError';
    this.id = id;
    this.src = src;
  }
}

const loads = new Map<string, Promise<void>>();

function report(error: ScriptLoadError): ScriptLoadError {
  // 000 §8: script load errors are logged; nothing on the page changes.
  console.error(`${error.id}: ${error.message}`, error.src);
  return error;
}

/**
 * Adds `<script src>` to the document once per src; a second call (any id) gets the first call's promise. Resolves
 * on load, rejects with a logged ScriptLoadError on failure; outside a browser it rejects without touching anything.
 */
export function loadScript(id: string, src: string, options: LoadScriptOptions = {}): Promise<void> {
  const existing = loads.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    if (typeof document === 'undefined') {
      reject(report(new ScriptLoadError(id, src, 'Scripts load only in the browser')));
      return;
    }
    if (!id || !src) {
      reject(report(new ScriptLoadError(id, src, UNKNOWN_SCRIPT_MESSAGE)));
      return;
    }
    const script = document.createElement('script');
    script.id = id;
    script.src = src;
    script.async = options.async ?? true;
    if (options.nonce) script.nonce = options.nonce;
    for (const [name, value] of Object.entries(options.attrs ?? {})) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => reject(report(new ScriptLoadError(id, src, `Failed to load script ${src}`))),
      { once: true },
    );
    document.head.appendChild(script);
  });
  loads.set(src, promise);
  return promise;
}

/** Whether `src` was asked for already (loading, loaded or failed). */
export function isScriptRequested(src: string): boolean {
  return loads.has(src);
}

/** Tests only: forgets every load so each test starts from an empty page. */
export function resetScriptLoader(): void {
  loads.clear();
}
