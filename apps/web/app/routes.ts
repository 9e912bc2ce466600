import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// Every screen is its own route module, so each is a separate chunk loaded when first visited (000 §2).
export default [
  // Checkout and its confirmation have a header of their own (001 §2) and none of the site's: they sit outside the
  // site layout, whose handle gives every other page the site header, banners and compare tray (docs/decisions/0058).
  // Checkout and order confirmation: issue 12, docs/decisions/0025-checkout-orders-and-payments.md.
  route('customer/checkout', './routes/checkout.tsx'),
  route('customer/confirmation', './routes/confirmation.tsx'),
  layout('./routes/site.tsx', [
    index('./routes/home.tsx'),
    route('landing', './routes/landing.tsx'),
    route('c/*', './routes/category.tsx'),
    route('p/:productUri', './routes/product.tsx'),
    route('products', './routes/products.tsx'),
    route('search', './routes/search-redirect.ts'),
    route('brands', './routes/brands.tsx'),
    route('brands/:uri', './routes/brand.tsx'),
    route('sitemap', './routes/sitemap.tsx'),
    route('sitemap.xml', './routes/sitemap-xml.ts'),
    route('robots.txt', './routes/robots-txt.ts'),
    route('s/:uri', './routes/static-page.tsx'),
    route('sale', './routes/sale.tsx'),
    route('article/legendary-service', './routes/legendary-service.tsx'),
    // The blog and its articles; refer a friend and its shared link (docs/decisions/0039).
    route('article/:slug', './routes/article.tsx'),
    route('blog', './routes/blog.tsx'),
    route('refer-a-friend', './routes/refer-a-friend.tsx'),
    route('refer', './routes/refer.ts'),
    route('zipmoney', './routes/zip.tsx', { id: 'routes/zipmoney' }),
    route('zip', './routes/zip.tsx'),
    route('afterpay', './routes/afterpay.tsx'),
    route('klarna', './routes/klarna.tsx'),
    route('humm', './routes/humm.tsx'),
    // Search, location and stores, promotions, enquiries (issue 5, docs/decisions/0011-search-location-web.md).
    route('search/:uri', './routes/search.tsx'),
    route('stores', './routes/stores.tsx'),
    route('stores/:storeUri', './routes/store.tsx'),
    route('virtual-tour', './routes/virtual-tour.tsx', { id: 'routes/virtual-tours' }),
    route('virtual-tour/:storeUri', './routes/virtual-tour.tsx'),
    route('promotions', './routes/promotions.tsx'),
    route('promotion/:uri', './routes/promotion.tsx'),
    route('contact-us', './routes/contact-us.tsx'),
    route('ask-an-expert', './routes/contact-us.tsx', { id: 'routes/ask-an-expert' }),
    // Compare and cart (issue 6, docs/decisions/0013-compare-and-cart-web.md).
    route('compare', './routes/compare.tsx'),
    route('comparison/:a/:b/:c?', './routes/comparison-redirect.ts'),
    route('cart', './routes/cart.tsx'),
    route('vouchers', './routes/vouchers.tsx'),
    // Account and sign-in (docs/decisions/0021, 0022); /account/callback and /account/logout are the API's.
    route('account', './routes/account.tsx'),
    route('account/orders/:id', './routes/account-order.tsx'),
    route('account/login', './routes/account-login.tsx'),
    route('account/register', './routes/account-register.tsx'),
    route('account/forgot-password', './routes/account-forgot-password.tsx'),
    route('account/reset-password', './routes/account-reset-password.tsx'),
    route('account/confirm-email', './routes/account-confirm-email.tsx'),
    // Delivery rescheduling (issue 12, docs/decisions/0026).
    route('customer/reschedule-delivery', './routes/reschedule-delivery.tsx'),
    // The staff pages of the side panel (000 §7, docs/decisions/0030), shown without the shell.
    route('staff/product-page', './routes/staff-product-page.tsx'),
    route('staff/reminders/create', './routes/staff-reminders-create.tsx'),
    route('staff/reminders/list', './routes/staff-reminders-list.tsx'),
    route('staff/reminders/stats', './routes/staff-reminders-stats.tsx'),
    // Staff projects and the cart builder (docs/decisions/0032); /staff/project is the side panel's.
    route('staff/project', './routes/staff-project.tsx'),
    // The shop's own analytics funnel (issue 16), a staff page of its own.
    route('staff/analytics', './routes/staff-analytics.tsx'),
    route('project', './routes/project.tsx'),
    route('cart-builder', './routes/cart-builder.tsx'),
    // The performance dashboard and its project search, staff pages in the shell (docs/decisions/0033).
    route('performance-dashboard', './routes/performance-dashboard.tsx'),
    route('performance-dashboard/project-search', './routes/project-search.tsx'),
    // Cooking demos: the list, the RSVP page of the e-mailed link, and a demo's page (issue 15, docs/decisions/0035).
    route('cooking-demos', './routes/cooking-demos.tsx'),
    route('cooking-demos/rsvp', './routes/cooking-demo-rsvp.tsx'),
    route('cooking-demos/:id', './routes/cooking-demo.tsx'),
    route('404', './routes/page-not-found.tsx'),
    // Any other path: a redirect row is followed, otherwise page-not-found with a 404 and the address kept (000 §2, §8).
    route('*', './routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
