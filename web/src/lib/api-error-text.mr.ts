import type { ApiErrorCode } from '@contracts/api-error-codes';

/**
 * The Marathi build's words for every API error code (see api-error-text.ts). `satisfies` a full
 * record, so a new code fails the typecheck until it has its Marathi text.
 */
export const apiErrorText: Partial<Record<ApiErrorCode, string>> = {
  'request/route-not-found': 'मागितलेली सेवा सर्व्हरवर उपलब्ध नाही.',
  'request/method-not-allowed': 'या सेवेकडे अशा प्रकारची विनंती करता येत नाही.',
  'request/invalid-json': 'पाठवलेली माहिती सर्व्हरला वाचता आली नाही.',
  'request/unsupported-media-type': 'माहिती JSON स्वरूपातच पाठवावी लागते.',
  'request/payload-too-large': 'पाठवलेली माहिती मर्यादेपेक्षा मोठी आहे.',
  'validation/invalid': 'पाठवलेली काही माहिती योग्य नाही. कृपया तपासून पुन्हा पाठवा.',
  'auth/not-signed-in': 'पुढे जाण्यासाठी कृपया लॉग इन करा.',
  'auth/session-invalid': 'आपले सत्र वैध नाही. कृपया पुन्हा लॉग इन करा.',
  'auth/session-expired': 'आपले सत्र संपले आहे. कृपया पुन्हा लॉग इन करा.',
  'auth/forbidden': 'हे करण्याची परवानगी आपल्याला नाही.',
  'auth/invalid-credentials': 'ईमेल किंवा पासवर्ड चुकीचा आहे.',
  'auth/account-disabled': 'हे खाते बंद करण्यात आले आहे. मदतीसाठी कृपया असोसिएशनशी संपर्क साधा.',
  'auth/email-taken': 'या ईमेलचे खाते आधीच अस्तित्वात आहे.',
  'auth/invalid-email': 'ईमेल पत्ता योग्य नाही.',
  'auth/weak-password': 'हा पासवर्ड पुरेसा मजबूत नाही. कृपया अधिक मजबूत पासवर्ड निवडा.',
  'auth/wrong-current-password': 'आपला सध्याचा पासवर्ड चुकीचा आहे.',
  'auth/password-unchanged': 'नवीन पासवर्ड सध्याच्या पासवर्डपेक्षा वेगळा असला पाहिजे.',
  'auth/no-password':
    'हे खाते Google द्वारे लॉग इन करते, त्यामुळे बदलण्यासाठी पासवर्ड नाही. पासवर्ड जोडायचा असल्यास लॉग इन पानावरील "पासवर्ड विसरलात?" वापरा.',
  'auth/google-token-rejected': 'Google लॉग इनची खात्री करता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  'auth/invalid-reset-token': 'पासवर्ड बदलण्याची लिंक चुकीची आहे किंवा तिची मुदत संपली आहे.',
  'rate-limit/too-many-attempts': 'खूप जास्त प्रयत्न झाले. कृपया काही मिनिटे थांबून पुन्हा प्रयत्न करा.',
  'rate-limit/too-many-sign-ups':
    'आपल्या नेटवर्कवरून अलीकडे खूप खाती तयार झाली आहेत. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  'rate-limit/too-many-failed-logins':
    'या ईमेलसाठी लॉग इनचे अनेक प्रयत्न चुकले आहेत. कृपया थोडा वेळ थांबून पुन्हा प्रयत्न करा.',
  'rate-limit/too-many-reset-requests':
    'आपल्या नेटवर्कवरून पासवर्ड बदलण्याच्या खूप विनंत्या आल्या आहेत. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  'rate-limit/too-many-reset-attempts':
    'पासवर्ड बदलण्याच्या लिंकने खूप प्रयत्न झाले. कृपया काही मिनिटे थांबून पुन्हा प्रयत्न करा.',
  'rate-limit/too-many-enrollments':
    'आपण गेल्या काही मिनिटांत अनेक प्रवेश अर्ज पाठवले आहेत. कृपया थोडा वेळ थांबून पुन्हा प्रयत्न करा.',
  'rate-limit/too-many-messages':
    'आपण गेल्या काही मिनिटांत अनेक संदेश पाठवले आहेत. कृपया थोडा वेळ थांबून पुन्हा प्रयत्न करा.',
  'idempotency/key-reused':
    'हा अर्ज आधी वेगळ्या माहितीसह पाठवला गेला होता. कृपया पान रीलोड करून अर्ज पुन्हा भरा.',
  'resource/not-found': 'मागितलेली नोंद अस्तित्वात नाही.',
  'resource/conflict':
    'दरम्यान दुसरीकडे झालेल्या बदलामुळे हे जतन करता आले नाही. कृपया पान रीलोड करून पुन्हा प्रयत्न करा.',
  'event/not-found': 'कार्यक्रम सापडला नाही',
  'enrollment/not-found': 'प्रवेश अर्ज सापडला नाही',
  'enrollment/not-logged-in':
    'प्रवेश घेण्यासाठी आपण लॉग इन केलेले असणे आवश्यक आहे. कृपया लॉग इन करून पुन्हा प्रयत्न करा.',
  'enrollment/failed': 'प्रवेश अर्ज पाठवता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  'enrollment/test-only':
    'ही फक्त तपासणी होती — काहीही जतन झाले नाही. कृपया आपला प्रवेश अर्ज पुन्हा पाठवा.',
  'contact/not-found': 'संदेश सापडला नाही',
  'service/database-unavailable': 'डेटाबेसशी संपर्क होत नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  'service/auth-unavailable': 'लॉग इन सेवा प्रतिसाद देत नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  'service/unavailable': 'सेवा तात्पुरती उपलब्ध नाही. कृपया पुन्हा प्रयत्न करा.',
  'server/internal': 'आमच्याकडे काहीतरी अडचण आली. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
} satisfies Record<ApiErrorCode, string>;
