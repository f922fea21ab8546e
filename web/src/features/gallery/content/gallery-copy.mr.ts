import { galleryCategoryLabels } from '@contracts/enum-labels.mr';
import type { GalleryCopy } from '@/features/gallery/types';

export const galleryCopy: GalleryCopy = {
  browseHeading: 'गॅलरी पाहा',
  search: {
    toggle: 'शोधा',
    label: 'नाव, वर्णन किंवा टॅगनुसार शोधा',
    placeholder: 'उदा. ब्लॅक बेल्ट, नागपूर, स्पारिंग',
  },
  categories: {
    groupLabel: 'प्रकार',
    all: 'सर्व',
    labels: galleryCategoryLabels,
  },
  views: {
    groupLabel: 'मांडणी',
    // Masonry is columns of pictures of different heights; "स्तंभ" says so without jargon.
    labels: { grid: 'ग्रिड', collage: 'कोलाज', masonry: 'स्तंभ' },
  },
  summary: (shown, total, query) => {
    const count =
      shown === total
        ? `सर्व ${total} चित्रे व व्हिडिओ दाखवत आहोत`
        : `${total} पैकी ${shown} दाखवत आहोत`;
    return query.trim() ? `“${query.trim()}” साठी ${count}` : count;
  },
  video: 'व्हिडिओ',
  videoSuffix: ' (व्हिडिओ)',
  empty: {
    heading: 'आपल्या निकषांशी जुळणारे काहीही गॅलरीत नाही',
    hint: 'शोध किंवा प्रकाराचे फिल्टर बदलून पाहा',
    reset: 'फिल्टर रीसेट करा',
  },
  loading: 'चित्रे लोड होत आहेत…',
  loadFailed: 'चित्रे लोड करता आली नाहीत. इंटरनेट जोडणी तपासा आणि पुन्हा प्रयत्न करा.',
  retry: 'पुन्हा प्रयत्न करा',
  lightbox: {
    previous: 'मागील',
    next: 'पुढील',
    position: (index, total) => `${total} पैकी ${index}`,
    tags: 'टॅग',
    uploaded: 'अपलोड केले',
    category: 'प्रकार',
    videoFallback: 'आपला ब्राउझर हा व्हिडिओ येथे चालवू शकत नाही.',
    download: 'व्हिडिओ डाउनलोड करा',
  },
};
