import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('./routes/home.tsx'),
  // Any unknown path renders page-not-found with a 404, without a redirect (spec 000 §2).
  route('*', './routes/not-found.tsx'),
] satisfies RouteConfig;
