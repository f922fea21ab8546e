import { contactStatuses } from '@contracts/contact';
import { enquiryStatusLabel } from '@/features/admin/lib/enquiry-labels';

/** One `<option>` per message status, in the contract's order: the inbox filter and the dialog. */
export function EnquiryStatusOptions() {
  return contactStatuses.map((status) => (
    <option key={status} value={status}>
      {enquiryStatusLabel(status)}
    </option>
  ));
}
