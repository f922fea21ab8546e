import { ranksCopy as copy } from '@/features/certificates/content/ranks-copy';
import { whatsappShareUrl } from '@/features/certificates/lib/whatsapp-share';

/** A link that opens WhatsApp with the certificate's verification address ready to send. */
export function ShareOnWhatsApp({ number }: { number: string }) {
  return (
    <a
      className="share-whatsapp"
      href={whatsappShareUrl(number)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={copy.shareLabel(number)}
    >
      {copy.share}
    </a>
  );
}
