import { DEV_PROVIDER_LABEL } from './provider.ts';

/** The authorization request, carried through the consent form unchanged. */
export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scope: string;
  state: string;
  nonce: string;
  code_challenge: string;
  code_challenge_method: string;
}

export interface ConsentFields {
  givenName: string;
  familyName: string;
  email: string;
  emailVerified: boolean;
}

/** The identity a developer gets without typing anything. */
export const DEMO_IDENTITY: ConsentFields = {
  givenName: 'Dana',
  familyName: 'Demo',
  email: 'dana.demo@example.com',
  emailVerified: true,
};

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1d21}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 .5rem}
label{display:block;margin-top:1rem;font-weight:600}
input[type=text],input[type=email]{box-sizing:border-box;width:100%;padding:.6rem;margin-top:.25rem;border:1px solid #6b7280;border-radius:.25rem;font:inherit}
.check{display:flex;gap:.5rem;align-items:center;font-weight:400}
.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{flex:1;padding:.7rem;font:inherit;font-weight:600;border-radius:.25rem;border:2px solid #1d4ed8;cursor:pointer}
button[value=allow]{background:#1d4ed8;color:#fff}
button[value=deny]{background:#fff;color:#1d4ed8}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.error{color:#b91c1c;font-weight:600}
.note{color:#4b5563;font-size:.9rem}`;

/**
 * The Demo ID consent page: a plain form, no script, labelled fields, the error (if any) announced and linked to the
 * fields. The authorization request travels in hidden fields and is checked again when the form comes back.
 */
export function renderConsentPage(input: {
  companyName: string;
  params: AuthorizeParams;
  fields: ConsentFields;
  error?: string;
}): string {
  const hidden = Object.entries(input.params)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('\n      ');
  const describedBy = input.error ? ' aria-describedby="consent-error" aria-invalid="true"' : '';
  const title = `Sign in to ${input.companyName} with ${DEV_PROVIDER_LABEL}`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escape(title)}</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <h1>${escape(title)}</h1>
    <p class="note">${DEV_PROVIDER_LABEL} is the development sign-in provider: nothing is checked, you are whoever you type. It is never on in production.</p>
    ${input.error ? `<p id="consent-error" class="error" role="alert">${escape(input.error)}</p>` : ''}
    <form method="post" action="authorize">
      ${hidden}
      <label for="given_name">Given name</label>
      <input id="given_name" name="given_name" type="text" autocomplete="given-name" required maxlength="100" value="${escape(input.fields.givenName)}"${describedBy}>
      <label for="family_name">Family name</label>
      <input id="family_name" name="family_name" type="text" autocomplete="family-name" required maxlength="100" value="${escape(input.fields.familyName)}"${describedBy}>
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escape(input.fields.email)}"${describedBy}>
      <label class="check"><input name="email_verified" type="checkbox" value="true"${input.fields.emailVerified ? ' checked' : ''}> ${DEV_PROVIDER_LABEL} has verified this email address</label>
      <div class="actions">
        <button type="submit" name="decision" value="allow">Allow</button>
        <button type="submit" name="decision" value="deny" formnovalidate>Deny</button>
      </div>
    </form>
  </main>
</body>
</html>`;
}

/** A request this provider will not send anywhere (unknown client or return address): said on the page, no redirect. */
export function renderRequestError(message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${DEV_PROVIDER_LABEL}: request refused</title><style>${STYLE}</style></head>
<body><main><h1>${DEV_PROVIDER_LABEL} cannot sign you in</h1><p role="alert">${escape(message)}</p></main></body>
</html>`;
}
