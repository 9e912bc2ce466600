import { IDENTITY_ERROR_MESSAGES, SIGN_IN_ERROR_MESSAGES } from '@shop/domain';

// What the identity service says to shoppers beyond the spec's own sentences (000 §8, taken from @shop/domain).

export const IDENTITY_MESSAGES = {
  invalidLogin: IDENTITY_ERROR_MESSAGES.invalidLogin,
  locked: SIGN_IN_ERROR_MESSAGES.account_locked,
  tooMany: SIGN_IN_ERROR_MESSAGES.rate_limited,
  unknownProvider: SIGN_IN_ERROR_MESSAGES.unknown_provider,
  externalFailed: SIGN_IN_ERROR_MESSAGES.external_login_failed,
  externalDenied: SIGN_IN_ERROR_MESSAGES.external_login_denied,
  externalEmailUnverified: SIGN_IN_ERROR_MESSAGES.external_email_unverified,
  emailTaken: 'An account with this email address already exists. Please sign in or reset your password.',
  linkInvalid: 'This link is invalid or has expired. Please request a new one.',
  resetSent: 'If an account exists for this email address, we have sent a link to reset its password.',
  confirmSent:
    'If this email address has an account still to be confirmed, we have sent a new confirmation link.',
  registered: 'Your account has been created. Please check your email to confirm your address.',
  passwordReset: 'Your password has been changed. Please sign in with your new password.',
  emailConfirmed: 'Thank you, your email address is confirmed.',
  profileUpdated: 'Your details have been saved.',
  emailChangeSent: 'Your details have been saved. Please check your new email address to confirm it.',
} as const;

export const MAIL_TEXT = {
  confirmSubject: 'Please confirm your email address',
  confirmBody: (firstName: string) =>
    `Hello ${firstName || 'there'},\n\nPlease confirm your email address by opening the link below. It works once, within an hour.`,
  confirmAction: 'Confirm my email address',
  resetSubject: 'Reset your password',
  resetBody: (firstName: string) =>
    `Hello ${firstName || 'there'},\n\nWe received a request to reset your password. Open the link below to choose a new one. It works once, within an hour. If you did not ask for this, you can ignore this email.`,
  resetAction: 'Choose a new password',
} as const;
