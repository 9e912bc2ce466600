import type { PageSections } from './index.ts';
import { CONTACT_COPY, ENQUIRY_COPY, ENQUIRY_TOPIC_COPY } from './enquiry.ts';
import { NOT_FOUND_COPY } from './not-found.ts';
import { AFTERPAY_COPY, HUMM_COPY, KLARNA_COPY, PAYMENT_OPTIONS_COPY, ZIP_COPY } from './payment-options.ts';
import { HOME_COPY, LANDING_COPY, TOP_CATEGORIES_COPY } from './home.ts';
import { LEGENDARY_SERVICE_COPY } from './legendary-service.ts';
import { VIRTUAL_TOUR_COPY } from './virtual-tour.ts';
import { SITEMAP_COPY } from './sitemap.ts';
import { SALE_COPY } from './sale.ts';
import { STORE_FINDER_COPY, STORE_PAGE_COPY } from './stores.ts';
import { PROMOTIONS_COPY, PROMOTION_CARD_COPY, PROMOTION_COPY } from './promotions.ts';
import { BRANDS_COPY, BRAND_COPY } from './brands.ts';
import { PRODUCTS_COPY, SEARCH_RESULTS_COPY } from './search.ts';
import { COMPARE_PAGE_COPY } from './compare.ts';
import { CART_PAGE_COPY } from './cart.ts';
import { CHECKOUT_PAGE_COPY } from './checkout.ts';
import { LISTING_COPY } from './listing.ts';
import { CONFIRMATION_COPY, RESCHEDULE_COPY } from './confirmation.ts';
import { STAFF_PAGES_COPY, STAFF_TOOLBAR_COPY } from './staff.ts';
import { STAFF_PROJECTS_COPY } from './staff-projects.ts';
import {
  ACCOUNT_PAGE_COPY,
  CONFIRM_EMAIL_COPY,
  IDENTITY_ERRORS_COPY,
  PASSWORD_COPY,
  REGISTER_COPY,
  SIGN_IN_COPY,
} from './account.ts';

// Every per-route section, for loaders (titles, meta descriptions) and the catalogue's checks. Server-only, so the
// browser still gets each section only with its route.

export const PAGE_COPY: { readonly [S in keyof PageSections]: PageSections[S] } = {
  notFound: NOT_FOUND_COPY,
  contact: CONTACT_COPY,
  enquiry: ENQUIRY_COPY,
  enquiryTopics: ENQUIRY_TOPIC_COPY,
  paymentOptions: PAYMENT_OPTIONS_COPY,
  zip: ZIP_COPY,
  afterpay: AFTERPAY_COPY,
  klarna: KLARNA_COPY,
  humm: HUMM_COPY,
  home: HOME_COPY,
  landing: LANDING_COPY,
  topCategories: TOP_CATEGORIES_COPY,
  legendaryService: LEGENDARY_SERVICE_COPY,
  virtualTour: VIRTUAL_TOUR_COPY,
  sitemap: SITEMAP_COPY,
  sale: SALE_COPY,
  storeFinder: STORE_FINDER_COPY,
  storePage: STORE_PAGE_COPY,
  promotions: PROMOTIONS_COPY,
  promotion: PROMOTION_COPY,
  promotionCard: PROMOTION_CARD_COPY,
  brands: BRANDS_COPY,
  brand: BRAND_COPY,
  products: PRODUCTS_COPY,
  searchResults: SEARCH_RESULTS_COPY,
  comparePage: COMPARE_PAGE_COPY,
  cartPage: CART_PAGE_COPY,
  checkoutPage: CHECKOUT_PAGE_COPY,
  listing: LISTING_COPY,
  confirmation: CONFIRMATION_COPY,
  reschedule: RESCHEDULE_COPY,
  staffToolbar: STAFF_TOOLBAR_COPY,
  staffPages: STAFF_PAGES_COPY,
  staffProjects: STAFF_PROJECTS_COPY,
  signIn: SIGN_IN_COPY,
  register: REGISTER_COPY,
  password: PASSWORD_COPY,
  confirmEmail: CONFIRM_EMAIL_COPY,
  account: ACCOUNT_PAGE_COPY,
  identityErrors: IDENTITY_ERRORS_COPY,
};
