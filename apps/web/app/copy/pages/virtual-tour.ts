// /virtual-tour and /virtual-tour/{storeUri}.

export const VIRTUAL_TOUR_COPY = {
  title: 'Virtual store tours',
  storeTitle: '{store} virtual tour',
  walkThrough:
    'Walk through {store} from home. Our tour viewer isn’t available on this site yet; quote tour ID',
  sendLink: 'to our team and we’ll send you a link.',
  noTour: 'This store doesn’t have a virtual tour yet.',
  allTours: 'All virtual tours',
  none: 'No store has a virtual tour yet.',
} as const;
