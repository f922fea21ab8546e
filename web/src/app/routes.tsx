import type { RouteObject } from 'react-router-dom';
import { AppLoading } from '@/app/app-loading';
import { AppRoot } from '@/app/app-root';
import { SiteLayout } from '@/app/layout/site-layout';
import { StandaloneLayout } from '@/app/layout/standalone-layout';
import { RouteError } from '@/app/route-error';
import type { RouteHandle } from '@/app/route-handle';
import { pages, type PageKey } from '@/config/pages';
import { RequireSignIn } from '@/features/auth/components/require-sign-in';

const titleOf = (key: PageKey): RouteHandle => ({ title: pages[key].title });

/**
 * The route table of spec §2. Page code is fetched per route (`lazy`), so the first visit only
 * downloads the shell and the page it lands on.
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    HydrateFallback: AppLoading,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, handle: titleOf('home'), lazy: () => import('@/app/routes/home') },
          {
            path: 'programs',
            handle: titleOf('programs'),
            lazy: () => import('@/app/routes/programs'),
          },
          { path: 'events', handle: titleOf('events'), lazy: () => import('@/app/routes/events') },
          {
            path: 'events/:eventId',
            handle: titleOf('eventDetail'),
            lazy: () => import('@/app/routes/event-detail'),
          },
          {
            path: 'gallery',
            handle: titleOf('gallery'),
            lazy: () => import('@/app/routes/gallery'),
          },
          { path: 'about', handle: titleOf('about'), lazy: () => import('@/app/routes/about') },
          {
            path: 'contact',
            handle: titleOf('contact'),
            lazy: () => import('@/app/routes/contact'),
          },
          {
            path: 'privacy-policy',
            handle: titleOf('privacyPolicy'),
            lazy: () => import('@/app/routes/privacy-policy'),
          },
          {
            path: 'terms-and-conditions',
            handle: titleOf('termsAndConditions'),
            lazy: () => import('@/app/routes/terms-and-conditions'),
          },
          {
            path: 'cookie-policy',
            handle: titleOf('cookiePolicy'),
            lazy: () => import('@/app/routes/cookie-policy'),
          },
          {
            // Spec §2: login required; a spinner while the session loads, else /register.
            element: <RequireSignIn />,
            children: [
              {
                path: 'profile',
                handle: titleOf('profile'),
                lazy: () => import('@/app/routes/profile'),
              },
              {
                path: 'enroll',
                handle: titleOf('enroll'),
                lazy: () => import('@/app/routes/enroll'),
              },
            ],
          },
          { path: '*', handle: titleOf('notFound'), lazy: () => import('@/app/routes/not-found') },
        ],
      },
      {
        element: <StandaloneLayout />,
        children: [
          { path: 'login', handle: titleOf('login'), lazy: () => import('@/app/routes/login') },
          {
            path: 'register',
            handle: titleOf('register'),
            lazy: () => import('@/app/routes/register'),
          },
          {
            path: 'forgot-password',
            handle: titleOf('forgotPassword'),
            lazy: () => import('@/app/routes/forgot-password'),
          },
          {
            path: 'reset-password/:token',
            handle: titleOf('resetPassword'),
            lazy: () => import('@/app/routes/reset-password'),
          },
          {
            path: 'auth/google/callback',
            handle: titleOf('googleCallback'),
            lazy: () => import('@/app/routes/google-callback'),
          },
        ],
      },
    ],
  },
];
