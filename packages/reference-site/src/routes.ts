import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/landing.tsx'),
  route('styles', 'routes/styles.tsx'),
  route('comments', 'routes/comments.tsx'),
  route('learn', 'routes/learn.tsx'),
  route('safety', 'routes/safety.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('contact-us', 'routes/contact-us.tsx'),
  route('terms-of-use', 'routes/terms-of-use.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('childhood-trauma-empathy-guide', 'routes/empathy-guide.tsx'),
  route('guide', 'routes/guide.tsx'),
  route('home', 'routes/home.tsx'),
  route('quiz', 'routes/quiz.tsx'),
  route('account', 'routes/account.tsx'),
  route('account/delete-account', 'routes/delete-account.tsx'),
  route('settings', 'routes/settings.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('safety-filters', 'routes/safety-filters.tsx'),
  route('memory/:shareableLink', 'routes/memory.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
