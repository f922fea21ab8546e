import type { OfficeDetails, OfficeHours } from '@/config/contact-details';

// The office in the Marathi build: same phone, mailbox and links, the words in Marathi.

export const officeHours: readonly OfficeHours[] = [
  { days: 'सोम–शुक्र', hours: 'सकाळी 9:00 ते सायं. 6:00' },
  { days: 'शनि', hours: 'सकाळी 10:00 ते दुपारी 2:00' },
  { days: 'रवि', hours: 'बंद' },
];

export const office: OfficeDetails = {
  name: 'MTA राज्य कार्यालय',
  addressLines: [
    'महाराष्ट्र तायक्वांदो असोसिएशन',
    'युनिट 4, क्रीडांगण हाऊस, 27 केळुसकर रोड',
    'दादर पश्चिम, मुंबई, महाराष्ट्र 400028',
  ],
  directionsAddress: [
    'Maharashtra Taekwondo Association',
    'Unit 4, Kridangan House, 27 Keluskar Road',
    'Dadar West, Mumbai, Maharashtra 400028',
  ],
  phone: { label: '+91 22 0000 1985', href: 'tel:+912200001985' },
  email: { label: 'office@example.com', href: 'mailto:office@example.com' },
  hours: officeHours,
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/' },
    { label: 'Instagram', href: 'https://www.instagram.com/' },
    { label: 'YouTube', href: 'https://www.youtube.com/' },
    { label: 'X (Twitter)', href: 'https://x.com/' },
  ],
};
