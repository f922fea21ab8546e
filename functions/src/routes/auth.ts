import { authMessages } from '../contracts/auth-messages';
import type { ApiItemResponse } from '../contracts/api-envelope';
import type { User } from '../contracts/user';
import { getAdminAuth } from '../auth/admin-auth';
import { googleSignIn } from '../auth/google-sign-in';
import { login } from '../auth/login';
import { requestPasswordReset } from '../auth/password-reset/request-reset';
import { resetPasswordWithToken, verifyResetToken } from '../auth/password-reset/reset-code';
import { register } from '../auth/register';
import { route } from '../http/endpoint-route';
import type { HeaderValue, RouteDefinition } from '../http/types';
import { clientAddress } from '../limits/client-address';
import { ensureProfile } from '../users/profile-repository';

// The account endpoints of the REST contract. Every answer is no-store (the pipeline's default):
// they carry tokens or personal data. The ones a stranger can call are throttled per client
// (throttle-config.ts).

const clientOf = (headers: Record<string, HeaderValue>) =>
  clientAddress(headers['x-forwarded-for']);
export const authRoutes: RouteDefinition[] = [
  route('register', async ({ input, headers }) => ({
    status: 201,
    body: await register(input.body, clientOf(headers)),
  })),
  route('login', async ({ input, headers }) => ({
    body: await login(input.body, clientOf(headers)),
  })),
  route('googleSignIn', async ({ input }) => ({
    body: await googleSignIn(input.body),
  })),
  route('logout', async ({ caller }) => {
    // Ends every session of the member: refresh tokens stop working, and checkRevoked refuses
    // the ID tokens issued before now.
    await getAdminAuth().revokeRefreshTokens(caller.uid);
    return { body: { success: true, message: authMessages.signedOut } };
  }),
  route('me', async ({ caller }) => {
    const body: ApiItemResponse<User> = {
      success: true,
      data: await ensureProfile(caller.uid, caller),
    };
    return { body };
  }),
  route('forgotPassword', async ({ input, headers }) => {
    const { email, language } = input.body;
    const answer = await requestPasswordReset(email, clientOf(headers), { language });
    return { body: { success: true, ...answer } };
  }),
  route('verifyResetToken', async ({ params, headers }) => {
    const { email } = await verifyResetToken(params.token ?? '', clientOf(headers));
    return { body: { success: true, valid: true, email } };
  }),
  route('resetPassword', async ({ params, input, headers }) => {
    const { password } = input.body;
    await resetPasswordWithToken(params.token ?? '', password, clientOf(headers));
    return { body: { success: true, message: authMessages.passwordResetDone } };
  }),
];
