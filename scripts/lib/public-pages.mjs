// @ts-check
// The pages anyone can open without signing in and that look the same for everyone: prerendered at
// build time and held to the Lighthouse budgets.
export const publicPages = [
  '/',
  '/programs',
  '/events',
  '/gallery',
  '/about',
  '/contact',
  '/login',
  '/register',
  '/forgot-password',
  '/privacy-policy',
  '/terms-and-conditions',
  '/cookie-policy',
];
