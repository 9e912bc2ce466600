import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, isValidAbn, isValidEmail, isValidPhone } from '@shop/domain';

// The identity service's calls (spec 000 §7 'Identity service') and its back channel (docs/decisions/0021). Field
// names are the spec's; the storefront's pages and server build their requests from these, the service checks them.

export const IDENTITY_LIMITS = { name: 100, email: 254, token: 512, nonce: 256, returnUrl: 2048 } as const;

export const IDENTITY_FIELD_MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Please enter your password',
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  phone: 'Please enter a valid phone number',
  abn: 'Please enter a valid ABN',
  token: 'This link is invalid or has expired.',
} as const;

const email = z
  .string()
  .trim()
  .max(IDENTITY_LIMITS.email, IDENTITY_FIELD_MESSAGES.email)
  .refine((v) => isValidEmail(v), IDENTITY_FIELD_MESSAGES.email);
/** A new password; the strength rule (length, common list) is checked by the service, which holds the list. */
const password = z
  .string()
  .min(1, IDENTITY_FIELD_MESSAGES.password)
  .max(PASSWORD_MAX_LENGTH * 4);
const name = (message: string) => z.string().trim().min(1, message).max(IDENTITY_LIMITS.name, message);
const optionalText = (max: number) => z.string().trim().max(max).optional();
const clientId = optionalText(100);
const token = z
  .string()
  .trim()
  .min(1, IDENTITY_FIELD_MESSAGES.token)
  .max(IDENTITY_LIMITS.token, IDENTITY_FIELD_MESSAGES.token);

export const RegisterBody = z.object({
  email,
  password,
  firstName: name(IDENTITY_FIELD_MESSAGES.firstName),
  lastName: name(IDENTITY_FIELD_MESSAGES.lastName),
  phone: z
    .string()
    .trim()
    .max(20, IDENTITY_FIELD_MESSAGES.phone)
    .refine((v) => v === '' || isValidPhone(v), IDENTITY_FIELD_MESSAGES.phone)
    .optional(),
  clientId,
  ABN: z
    .string()
    .trim()
    .max(20, IDENTITY_FIELD_MESSAGES.abn)
    .refine((v) => v === '' || isValidAbn(v), IDENTITY_FIELD_MESSAGES.abn)
    .optional(),
});
export type RegisterBody = z.input<typeof RegisterBody>;

/** The form the storefront's sign-in page posts (application/x-www-form-urlencoded). */
export const LoginRedirForm = z.object({
  email: z.string().trim().max(IDENTITY_LIMITS.email).default(''),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 4)
    .default(''),
  returnUrl: z.string().max(IDENTITY_LIMITS.returnUrl).default('/'),
  origin: z.string().max(200).default(''),
  nonce: z.string().trim().max(IDENTITY_LIMITS.nonce).default(''),
});
export type LoginRedirForm = z.input<typeof LoginRedirForm>;

/** Sign in again from the ID token of a session that is still alive (form post, like login-redir). */
export const ReloginForm = z.object({
  token: z.string().trim().max(4096).default(''),
  origin: z.string().max(200).default(''),
  nonce: z.string().trim().max(IDENTITY_LIMITS.nonce).default(''),
  returnUrl: z.string().max(IDENTITY_LIMITS.returnUrl).default('/'),
});
export type ReloginForm = z.input<typeof ReloginForm>;

/**
 * GET /api/account/externallogin/{provider} (000 §7): the browser is sent here, not a form, so the same three fields
 * travel in the query. The identity service answers with a redirect to the provider, or back to the sign-in page.
 */
export const ExternalLoginQuery = z.object({
  nonce: z.string().trim().max(IDENTITY_LIMITS.nonce).default(''),
  origin: z.string().max(200).default(''),
  returnUrl: z.string().max(IDENTITY_LIMITS.returnUrl).default('/'),
});
export type ExternalLoginQuery = z.input<typeof ExternalLoginQuery>;

/** GET /api/account/externalproviders: the providers the sign-in page may offer (`dev` is the Demo ID provider). */
export const ExternalProviderList = z.array(z.object({ name: z.string(), label: z.string() }));
export type ExternalProviderList = z.infer<typeof ExternalProviderList>;

export const LogoutBody = z.object({ userId: optionalText(128), clientId });
export type LogoutBody = z.input<typeof LogoutBody>;

export const ForgotPasswordBody = z.object({ clientId, email });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>;

export const ResendConfirmEmailBody = ForgotPasswordBody;
export type ResendConfirmEmailBody = z.input<typeof ResendConfirmEmailBody>;

export const ResetPasswordBody = z.object({ token, password });
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

/** 000 §7 updateprofile: each field comes with a flag saying whether the shopper changed it. */
export const UpdateProfileBody = z.object({
  userId: optionalText(128),
  clientId,
  email: z.string().trim().max(IDENTITY_LIMITS.email).optional(),
  emailChanged: z.boolean().optional(),
  firstName: z.string().trim().max(IDENTITY_LIMITS.name).optional(),
  firstNameChanged: z.boolean().optional(),
  lastName: z.string().trim().max(IDENTITY_LIMITS.name).optional(),
  lastNameChanged: z.boolean().optional(),
  /** Not among 000 §7's fields: the account page keeps a phone number too (docs/decisions/0022). '' removes it. */
  phone: z.string().trim().max(20).optional(),
  phoneChanged: z.boolean().optional(),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

/** GET /api/account/getprofile; staff (000 §3 'Admin account') also carry winningUserId and salespersonCode. */
export const IdentityProfile = z.object({
  userId: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  abn: z.string().nullable(),
  winningUserId: z.string().nullable(),
  winningCmsUrl: z.string().nullable(),
  salespersonCode: z.string().nullable(),
});
export type IdentityProfile = z.infer<typeof IdentityProfile>;

/** The plain confirmation most calls answer with. */
export const IdentityOk = z.object({ ok: z.literal(true), message: z.string().optional() });
export type IdentityOk = z.infer<typeof IdentityOk>;

/** POST /connect/token: what a code or a refresh token is exchanged for. */
export const TokenResponse = z.object({
  access_token: z.string().min(1),
  id_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  /** Seconds the access token is valid for. */
  expires_in: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** An OAuth 2.0 error answer of the back channel (RFC 6749 §5.2). */
export const TokenErrorResponse = z.object({
  error: z.enum(['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type']),
  error_description: z.string().optional(),
});
export type TokenErrorResponse = z.infer<typeof TokenErrorResponse>;

/** The claims of an ID token that the storefront reads (after checking signature, issuer, audience and nonce). */
export const IdTokenClaims = z.object({
  sub: z.string(),
  nonce: z.string(),
  sid: z.string(),
  email: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  winningUserId: z.string().optional(),
  winningCmsUrl: z.string().optional(),
  salespersonCode: z.string().optional(),
});
export type IdTokenClaims = z.infer<typeof IdTokenClaims>;
