import * as logger from 'firebase-functions/logger';
import { beforeUserCreated, HttpsError } from 'firebase-functions/v2/identity';
import { signUpClientAddress } from './auth/sign-up-address';
import { admitSignUp } from './auth/sign-up-throttle';
import { authMessages } from './contracts/auth-messages';
import { HttpError } from './http/http-error';
import { FUNCTIONS_REGION } from './region';

/**
 * The Auth SDK's door. The web app's public key lets anyone create accounts straight against
 * Firebase Auth (email and password, or a first Google sign-in), past /api. Firebase Auth calls
 * this blocking function before it creates any account that way (the Auth emulator does too), and
 * an error here refuses the sign-up. It applies the same throttles as POST /api/auth/register,
 * whose accounts (made with the Admin SDK) never reach it. The refusal's message reaches the SDK.
 */
export const beforeSignUp = beforeUserCreated(
  // Firebase Auth waits at most 7 s for a blocking function (the SDK's limit for them).
  { region: FUNCTIONS_REGION, memory: '256MiB', timeoutSeconds: 7, maxInstances: 10 },
  async (event) => {
    const address = signUpClientAddress(event.ipAddress, event.data?.email);
    try {
      await admitSignUp(address);
    } catch (error) {
      if (error instanceof HttpError && error.status === 429) {
        throw new HttpsError('resource-exhausted', error.message);
      }
      // The throttle could not be read: refuse rather than let an unthrottled sign-up through.
      logger.error('Sign-up check failed', { error });
      throw new HttpsError('unavailable', authMessages.authUnavailable);
    }
  },
);
