import type { ContactStatus } from '@contracts/contact';
import { enquiryTypeLabels } from '@contracts/enum-labels';
import type { EnquiryType } from '@contracts/enums';
import { enquiryStatusLabels } from '@/features/admin/content/admin-copy';

// Stored messages may carry a value this version does not know (a hand edit): show it as it is.

export const enquiryTypeLabel = (type: string): string =>
  enquiryTypeLabels[type as EnquiryType] ?? type;

export const enquiryStatusLabel = (status: string): string =>
  enquiryStatusLabels[status as ContactStatus] ?? status;
