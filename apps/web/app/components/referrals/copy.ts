import { REFERRAL_REWARD_CENTS, centsToDollars, formatPrice } from '@shop/domain';

/** The query parameter /refer sends the shopper to the refer-a-friend page with. */
export const REFERRAL_NOTICE_PARAM = 'referral';
export type ReferralNotice = 'saved' | 'invalid';

const reward = formatPrice(centsToDollars(REFERRAL_REWARD_CENTS.referrer));
const friendReward = formatPrice(centsToDollars(REFERRAL_REWARD_CENTS.referred));

export const REFERRAL_COPY = {
  title: 'Refer a friend',
  description: `Share your link with friends: when a friend places their first order, you both earn ${reward}.`,
  lead: `Share your link with friends. When a friend places their first order with it, you earn ${reward} and your friend earns ${friendReward}.`,
  howItWorks: 'How it works',
  steps: [
    'Sign in to get your own referral link and code.',
    'Share the link with friends and family, or give them your code.',
    `When a friend places their first order after following your link, you both earn ${reward}.`,
  ],
  signInPrompt: 'Sign in to see your referral link',
  noAccount: 'New here? Create an account',
  yourLink: 'Your referral link',
  yourCode: 'Your code',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Select the link and copy it yourself',
  rewards: 'Your rewards',
  noRewards: 'No rewards yet. Share your link to get started.',
  rewardFor: (friend: string) => `Friend ${friend} placed their first order`,
  rewardAsFriend: (friend: string) => `Your first order, referred by ${friend}`,
  total: (count: number, amount: string) =>
    `${count} ${count === 1 ? 'reward' : 'rewards'}, ${amount} in total`,
  notices: {
    saved: `Your friend's referral is saved. Place your first order and you both earn ${reward}.`,
    invalid: 'That referral link is not valid. Check the link with the friend who sent it.',
  } satisfies Record<ReferralNotice, string>,
  unavailable: 'Your referral link could not be loaded. Please try again later.',
  accountLink: `Refer a friend: you both earn ${reward} on their first order`,
} as const;
