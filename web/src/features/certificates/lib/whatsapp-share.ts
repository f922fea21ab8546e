import { pagePath } from '@/config/page-registry';
import { siteOrigin } from '@/config/site-origin';
import { appHref } from '@/lib/i18n/app-base';

/** The certificate's public check on this site, in this edition's language. */
export function verificationUrl(number: string): string {
  return `${siteOrigin}${appHref(pagePath('verifyNumber', { number }))}`;
}

/**
 * WhatsApp's own share address with the check's address as the message: a plain link that opens
 * WhatsApp (app or web) with the text filled in. Nothing is loaded from WhatsApp by this page.
 */
export function whatsappShareUrl(number: string): string {
  return `https://wa.me/?text=${encodeURIComponent(verificationUrl(number))}`;
}
