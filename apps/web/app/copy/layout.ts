import { LOCATION_COPY, MISC_ERROR_TEXT } from '@shop/domain';

// The words of the parts every page carries (navigation, footer, banners, dialogs, the location widget), so they
// ship once with the shell (docs/decisions/0018-copy-catalogue.md). Slots like `{category}` are filled with
// fillCopy.

export const LAYOUT_COPY = {
  nav: {
    label: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    shopAll: 'Shop all {category}',
    categoryMenu: '{category} menu',
    topBrands: 'Top brands',
  },
  footer: {
    shopping: 'Shopping with us',
    promotions: 'Promotions',
    brands: 'Brands',
    stores: 'Stores',
    vouchers: 'Gift vouchers',
    cookingDemos: 'Cooking demos',
    referAFriend: 'Refer a friend',
    sitemap: 'Site map',
    service: 'Customer service',
    contactUs: 'Contact us',
    delivery: 'Delivery',
    returns: 'Returns',
    about: 'About',
    aboutUs: 'About us',
    blog: 'Blog',
    privacy: 'Privacy policy',
    terms: 'Terms and conditions',
    needHelp: 'Need help?',
    callUs: 'Call us',
  },
  breadcrumbs: {
    label: 'Breadcrumb',
    /** 000 §2 */
    home: 'Home',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page}',
  },
  pageNav: {
    label: 'On this page',
  },
  banners: {
    alert: 'Site notice',
    closeAlert: 'Close alert banner',
    sale: 'Sale',
    closeSale: 'Close sale banner',
  },
  dialogs: {
    close: 'Close',
    closeMessage: 'Close message',
    /** 000 §8 */
    closeError: MISC_ERROR_TEXT.closeErrorMessage,
  },
  location: {
    /** 000 §2 */
    title: LOCATION_COPY.title,
    /** 000 §2 */
    editTitle: LOCATION_COPY.editTitle,
    /** 000 §2 */
    inputLabel: LOCATION_COPY.inputLabel,
    /** 000 §2 */
    placeholder: LOCATION_COPY.placeholder,
    /** 000 §2 */
    empty: LOCATION_COPY.empty,
    /** 000 §2 */
    change: LOCATION_COPY.change,
    /** 000 §2 */
    noResults: LOCATION_COPY.noResults,
    /** 000 §2 */
    cannotShip: LOCATION_COPY.cannotShip,
    closeEditor: 'Close delivery location editor',
    loading: 'Loading your delivery location',
    failed: 'We could not set that location. Please try again.',
  },
} as const;
