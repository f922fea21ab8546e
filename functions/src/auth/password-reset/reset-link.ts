import { sitePathPrefix, type SiteLanguage } from '../../contracts/site-language';
import { AuthServiceUnavailableError } from '../admin-auth';

/**
 * The site's own reset page for a Firebase action code, e.g. https://site/reset-password/<code>
 * (https://site/mr/reset-password/<code> in Marathi). SITE_ORIGIN comes from functions/.env.* so
 * links point at the right host in every environment.
 */
export function resetPageUrl(
  oobCode: string,
  origin = process.env.SITE_ORIGIN,
  language: SiteLanguage = 'en',
): string {
  let base: URL;
  try {
    base = new URL(origin ?? '');
  } catch {
    // Without it no link can be built: an outage to the member, loud in the logs.
    throw new AuthServiceUnavailableError('SITE_ORIGIN is missing or not a URL');
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new AuthServiceUnavailableError('SITE_ORIGIN must be an http(s) origin');
  }
  return `${base.origin}${sitePathPrefix(language)}/reset-password/${encodeURIComponent(oobCode)}`;
}

/**
 * The action code inside a link from generatePasswordResetLink (Firebase's own action handler URL:
 * …/__/auth/action?mode=resetPassword&oobCode=…). Our page takes the bare code instead.
 */
export function oobCodeFromLink(link: string): string {
  let code: string | null = null;
  try {
    code = new URL(link).searchParams.get('oobCode');
  } catch {
    code = null;
  }
  if (!code) throw new AuthServiceUnavailableError('Password reset link without an oobCode');
  return code;
}
