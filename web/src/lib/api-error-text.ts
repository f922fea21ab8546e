import type { ApiErrorCode } from '@contracts/api-error-codes';

/**
 * The page's own words for the API's error codes (functions/src/contracts/api-error-codes.ts).
 * English has none on purpose: the server's English `message` is already the text, so the English
 * site reads exactly as it did before codes existed. Other editions (the `.mr.ts` twin) word every
 * code in their language; a code they lack, or one this build does not know, shows the server's
 * message.
 */
export const apiErrorText: Partial<Record<ApiErrorCode, string>> = {};
