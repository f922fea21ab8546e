import {
  forgotPasswordSchema,
  googleSignInPayloadSchema,
  loginPayloadSchema,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
} from '../contracts/auth';
import { authMessages } from '../contracts/auth-messages';
import type { ApiItemResponse } from '../contracts/api-envelope';
import type { User } from '../contracts/user';
import { getAdminAuth } from '../auth/admin-auth';
import { googleSignIn } from '../auth/google-sign-in';
import { login } from '../auth/login';
import { requestPasswordReset } from '../auth/password-reset/request-reset';
import { resetPasswordWithToken, verifyResetToken } from '../auth/password-reset/reset-code';
import { register } from '../auth/register';
import type { HeaderValue, RouteDefinition } from '../http/types';
import { clientAddress } from '../limits/client-address';
import { parseInput } from '../http/validation';
import { ensureProfile } from '../users/profile-repository';

// The account endpoints of spec §7. Every answer is no-store (the pipeline's default): they carry
// tokens or personal data. The ones a stranger can call are throttled per client (throttle-config.ts).

const clientOf = (headers: Record<string, HeaderValue>) =>
  clientAddress(headers['x-forwarded-for']);
export const authRoutes: RouteDefinition[] = [
  {
    method: 'POST',
    path: '/api/auth/register',
    handler: async ({ body, headers }) => ({
      status: 201,
      body: await register(parseInput(registerPayloadSchema, body), clientOf(headers)),
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    handler: async ({ body, headers }) => ({
      body: await login(parseInput(loginPayloadSchema, body), clientOf(headers)),
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/google',
    handler: async ({ body }) => ({
      body: await googleSignIn(parseInput(googleSignInPayloadSchema, body)),
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'required',
    handler: async ({ caller }) => {
      // Ends every session of the member: refresh tokens stop working, and checkRevoked refuses
      // the ID tokens issued before now.
      await getAdminAuth().revokeRefreshTokens(caller.uid);
      return { body: { success: true, message: authMessages.signedOut } };
    },
  },
  {
    method: 'GET',
    path: '/api/auth/me',
    auth: 'required',
    handler: async ({ caller }) => {
      const body: ApiItemResponse<User> = {
        success: true,
        data: await ensureProfile(caller.uid, caller),
      };
      return { body };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    handler: async ({ body, headers }) => {
      const { email, language } = parseInput(forgotPasswordSchema, body);
      const answer = await requestPasswordReset(email, clientOf(headers), { language });
      return { body: { success: true, ...answer } };
    },
  },
  {
    method: 'GET',
    path: '/api/auth/reset-password/:token/verify',
    handler: async ({ params, headers }) => {
      const { email } = await verifyResetToken(params.token ?? '', clientOf(headers));
      return { body: { success: true, valid: true, email } };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password/:token',
    handler: async ({ params, body, headers }) => {
      const { password } = parseInput(resetPasswordPayloadSchema, body);
      await resetPasswordWithToken(params.token ?? '', password, clientOf(headers));
      return { body: { success: true, message: authMessages.passwordResetDone } };
    },
  },
];
