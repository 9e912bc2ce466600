import type { CONTACT_COPY, ENQUIRY_COPY, ENQUIRY_TOPIC_COPY } from './enquiry.ts';
import type { NOT_FOUND_COPY } from './not-found.ts';
import type {
  AFTERPAY_COPY,
  HUMM_COPY,
  KLARNA_COPY,
  PAYMENT_OPTIONS_COPY,
  ZIP_COPY,
} from './payment-options.ts';
import type { HOME_COPY, LANDING_COPY, TOP_CATEGORIES_COPY } from './home.ts';
import type { LEGENDARY_SERVICE_COPY } from './legendary-service.ts';
import type { VIRTUAL_TOUR_COPY } from './virtual-tour.ts';
import type { SITEMAP_COPY } from './sitemap.ts';
import type { SALE_COPY } from './sale.ts';
import type { STORE_FINDER_COPY, STORE_PAGE_COPY } from './stores.ts';
import type { PROMOTIONS_COPY, PROMOTION_CARD_COPY, PROMOTION_COPY } from './promotions.ts';
import type { BRANDS_COPY, BRAND_COPY } from './brands.ts';
import type { PRODUCTS_COPY, SEARCH_RESULTS_COPY } from './search.ts';
import type { COMPARE_PAGE_COPY } from './compare.ts';
import type { CART_PAGE_COPY } from './cart.ts';
import type { CHECKOUT_PAGE_COPY } from './checkout.ts';
import type { LISTING_COPY } from './listing.ts';
import type { CONFIRMATION_COPY, RESCHEDULE_COPY } from './confirmation.ts';
import type { STAFF_PAGES_COPY, STAFF_TOOLBAR_COPY } from './staff.ts';
import type { STAFF_PROJECTS_COPY } from './staff-projects.ts';
import type {
  ACCOUNT_PAGE_COPY,
  CONFIRM_EMAIL_COPY,
  IDENTITY_ERRORS_COPY,
  PASSWORD_COPY,
  REGISTER_COPY,
  SIGN_IN_COPY,
} from './account.ts';

// The per-route sections, by name. Type-only imports: this file adds nothing to any chunk, while the catalogue's
// types (and so THEME_COPY's overrides) know every section (docs/decisions/0018-copy-catalogue.md).

export interface PageSections {
  notFound: typeof NOT_FOUND_COPY;
  contact: typeof CONTACT_COPY;
  enquiry: typeof ENQUIRY_COPY;
  enquiryTopics: typeof ENQUIRY_TOPIC_COPY;
  paymentOptions: typeof PAYMENT_OPTIONS_COPY;
  zip: typeof ZIP_COPY;
  afterpay: typeof AFTERPAY_COPY;
  klarna: typeof KLARNA_COPY;
  humm: typeof HUMM_COPY;
  home: typeof HOME_COPY;
  landing: typeof LANDING_COPY;
  topCategories: typeof TOP_CATEGORIES_COPY;
  legendaryService: typeof LEGENDARY_SERVICE_COPY;
  virtualTour: typeof VIRTUAL_TOUR_COPY;
  sitemap: typeof SITEMAP_COPY;
  sale: typeof SALE_COPY;
  storeFinder: typeof STORE_FINDER_COPY;
  storePage: typeof STORE_PAGE_COPY;
  promotions: typeof PROMOTIONS_COPY;
  promotion: typeof PROMOTION_COPY;
  promotionCard: typeof PROMOTION_CARD_COPY;
  brands: typeof BRANDS_COPY;
  brand: typeof BRAND_COPY;
  products: typeof PRODUCTS_COPY;
  searchResults: typeof SEARCH_RESULTS_COPY;
  comparePage: typeof COMPARE_PAGE_COPY;
  cartPage: typeof CART_PAGE_COPY;
  checkoutPage: typeof CHECKOUT_PAGE_COPY;
  listing: typeof LISTING_COPY;
  confirmation: typeof CONFIRMATION_COPY;
  reschedule: typeof RESCHEDULE_COPY;
  staffToolbar: typeof STAFF_TOOLBAR_COPY;
  staffPages: typeof STAFF_PAGES_COPY;
  staffProjects: typeof STAFF_PROJECTS_COPY;
  signIn: typeof SIGN_IN_COPY;
  register: typeof REGISTER_COPY;
  password: typeof PASSWORD_COPY;
  confirmEmail: typeof CONFIRM_EMAIL_COPY;
  account: typeof ACCOUNT_PAGE_COPY;
  identityErrors: typeof IDENTITY_ERRORS_COPY;
}
