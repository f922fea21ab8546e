import type { OfflineCopy } from '@/config/offline-copy';

export const offlineCopy: OfflineCopy = {
  savedInformation: 'आपण ऑफलाइन आहात — जतन केलेली माहिती दाखवत आहोत.',
  updateAvailable: 'साइटची नवी आवृत्ती उपलब्ध आहे —',
  reload: 'पुन्हा लोड करा',
  dismissUpdate: 'आत्ता नको',
  formNeedsConnection:
    'आपण ऑफलाइन आहात. हा फॉर्म पाठवण्यासाठी इंटरनेट कनेक्शन लागते. आपण भरलेली माहिती इथेच राहील, त्यामुळे पुन्हा ऑनलाइन आल्यावर आपण ती पाठवू शकता.',
};
