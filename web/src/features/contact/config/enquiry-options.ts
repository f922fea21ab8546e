import { enquiryTypeLabels } from '@contracts/enum-labels';
import { enquiryTypes } from '@contracts/enums';
import type { SelectOption } from '@/components/ui/select-field';

/** The enquiry-type choices, in the order of the contract; their words come from enum-labels. */
export const enquiryTypeOptions: readonly SelectOption[] = enquiryTypes.map((value) => ({
  value,
  label: enquiryTypeLabels[value],
}));
