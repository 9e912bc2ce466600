// The header account menu's words, on every page (docs/decisions/0018-copy-catalogue.md). The account pages' own
// words are per-route sections (pages/account.ts).

export const ACCOUNT_MENU_COPY = {
  logIn: 'Log in',
  /** Before a shared page knows who is there (docs/decisions/0048): neither signed in nor out. */
  account: 'Account',
  /** 000 §2: the signed-in menu shows the first name. */
  greeting: 'Hi, {name}',
  myAccount: 'My account',
  logOut: 'Log out',
} as const;
