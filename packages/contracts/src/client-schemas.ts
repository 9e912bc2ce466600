import { Product, ProductList } from './products.ts';
import { Navbar } from './navigation.ts';
import {
  AlertBanner,
  RedirectResult,
  Sale,
  FeatureFlagsResponse,
  SettingsResponse,
  StaticPage,
  StaticPageList,
} from './content.ts';
import { BrandList, BrandPage, CategoryPage, CategoryTree, Listing, SitemapProducts } from './catalogue.ts';
import { ExtendedProduct, Features, PriceHistory, ProductMeta, Specifications, UpsellOptions } from './product-details.ts';
import { AnalyticsAck, LegacySearchResults, SearchResultsPage, SearchUrl, TypeaheadResult } from './search.ts';
import { GeoData, Locality, LocationSuggestions } from './geo.ts';
import { Store, StoreList } from './stores.ts';
import { PromotionDetail, PromotionList } from './promotions.ts';
import { EnquiryCreated } from './enquiries.ts';
import { CompareAddResult, CompareList, CompareProducts } from './compare.ts';
import { Cart, CartLine } from './cart.ts';
import { ShopperState } from './shopper.ts';
import {
  AccountInfo,
  InvoicedOrder,
  InvoicedOrdersPage,
  Reminders,
  SavedAddressList,
  UpdateAccountResult,
} from './account.ts';
import {
  AvailabilityResponse,
  CheckoutView,
  OrderConfirmation,
  OrderPostResult,
  PaymentConfiguration,
  PaymentConfigurationV2,
  PaymentStatusResponse,
  RescheduleResult,
  VoidResult,
} from './checkout.ts';
import {
  EmbedRedeemResult,
  PanelUrlResult,
  ReminderStats,
  StaffMe,
  StaffReminder,
  StaffReminderList,
  StaffToolbar,
} from './staff.ts';
import { CartBuilderPreview, CartBuildResult, DeletedProject, StaffProject, StaffProjectList } from './staff-projects.ts';
import { PerformanceReport, ProductStock, ProjectSearchResult } from './performance.ts';
import { FunnelReport } from './analytics-events.ts';
import { CookingDemo, CookingDemoEntry, CookingDemoList } from './cooking-demos.ts';
import { ReferralCodeCheck, ReferralSummary } from './referrals.ts';
import { BlogArticle, BlogArticleList } from './blog.ts';

/** Every response schema the API client reads, by the name its calls use (client-core.ts). */
export const clientSchemas = {
  AccountInfo,
  AlertBanner,
  AnalyticsAck,
  AvailabilityResponse,
  BrandList,
  BrandPage,
  Cart,
  CartLine,
  CategoryPage,
  CategoryTree,
  CheckoutView,
  CompareAddResult,
  CompareList,
  CompareProducts,
  EnquiryCreated,
  ExtendedProduct,
  Features,
  GeoData,
  InvoicedOrder,
  InvoicedOrdersPage,
  LegacySearchResults,
  Listing,
  Locality,
  LocationSuggestions,
  Navbar,
  OrderConfirmation,
  OrderPostResult,
  PaymentConfiguration,
  PaymentConfigurationV2,
  PaymentStatusResponse,
  PriceHistory,
  Product,
  ProductList,
  ProductMeta,
  PromotionDetail,
  PromotionList,
  RedirectResult,
  Reminders,
  RescheduleResult,
  Sale,
  SavedAddressList,
  SearchResultsPage,
  SearchUrl,
  SettingsResponse,
  ShopperState,
  FeatureFlagsResponse,
  SitemapProducts,
  Specifications,
  StaticPage,
  StaticPageList,
  Store,
  StoreList,
  TypeaheadResult,
  UpdateAccountResult,
  UpsellOptions,
  VoidResult,
  // Staff tools (docs/decisions/0030).
  EmbedRedeemResult,
  PanelUrlResult,
  ReminderStats,
  StaffMe,
  StaffReminder,
  StaffReminderList,
  StaffToolbar,
  // Staff projects and the cart builder (docs/decisions/0032).
  CartBuilderPreview,
  CartBuildResult,
  DeletedProject,
  StaffProject,
  StaffProjectList,
  // The performance dashboard, project search and stock per warehouse (docs/decisions/0033).
  PerformanceReport,
  ProductStock,
  ProjectSearchResult,
  // The shop's own analytics funnel (issue 16).
  FunnelReport,
  // Cooking demos (docs/decisions/0035).
  CookingDemo,
  CookingDemoEntry,
  CookingDemoList,
  // Refer a friend and the blog (docs/decisions/0039).
  ReferralCodeCheck,
  ReferralSummary,
  BlogArticle,
  BlogArticleList,
};
export type ClientSchemas = typeof clientSchemas;
