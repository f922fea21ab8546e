import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Contact, ContactStatus } from '@contracts/contact';
import { enquiryTypes } from '@contracts/enums';
import { LoadPending } from '@/features/admin/components/load-pending';
import { deleteEnquiry, setEnquiryStatus } from '@/features/admin/api/enquiries-api';
import { EnquiriesTable } from '@/features/admin/components/enquiries-table';
import { EnquiryDetail } from '@/features/admin/components/enquiry-detail';
import { EnquiryStatusOptions } from '@/features/admin/components/enquiry-status-options';
import { enquiriesCopy as copy } from '@/features/admin/content/admin-copy';
import { useEnquiries } from '@/features/admin/hooks/use-enquiries';
import {
  countNew,
  filterEnquiries,
  filtersFromQuery,
  queryFromFilters,
  type EnquiryFilters,
} from '@/features/admin/lib/enquiry-filters';
import { enquiryStatusLabel, enquiryTypeLabel } from '@/features/admin/lib/enquiry-labels';
import { useAppCheck } from '@/hooks/use-app-check';
import { toast } from '@/lib/toast';
import './admin.css';
import '@/components/ui/form.css';

/** The enquiries inbox: filters kept in the URL, the table, and one message open at a time. */
export function EnquiriesInbox() {
  useAppCheck();
  const { result, replace, remove, retry } = useEnquiries();
  const [query, setQuery] = useSearchParams();
  const filters = filtersFromQuery(query);
  const [openId, setOpenId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (result.state !== 'loaded') {
    return <LoadPending state={result.state} copy={copy} onRetry={retry} />;
  }

  const all = result.items;
  const shown = filterEnquiries(all, filters);
  const open = all.find((item) => item.id === openId) ?? null;
  const setFilters = (next: EnquiryFilters) => setQuery(queryFromFilters(next), { replace: true });

  async function changeStatus(enquiry: Contact, status: ContactStatus, announce = true) {
    setBusy(true);
    try {
      replace(await setEnquiryStatus(enquiry.id, status));
      if (announce) toast.success(copy.toasts.statusChanged(enquiryStatusLabel(status)));
    } catch {
      toast.error(copy.toasts.failed);
    } finally {
      setBusy(false);
    }
  }

  function openEnquiry(enquiry: Contact) {
    setOpenId(enquiry.id);
    // Reading a new message is what "read" means; no need to ask.
    if (enquiry.status === 'new') void changeStatus(enquiry, 'read', false);
  }

  async function removeEnquiry(enquiry: Contact) {
    setBusy(true);
    try {
      await deleteEnquiry(enquiry.id);
      setOpenId(null);
      remove(enquiry.id);
      toast.success(copy.toasts.deleted);
    } catch {
      toast.error(copy.toasts.failed);
    } finally {
      setBusy(false);
    }
  }

  const filtered = filters.status !== 'all' || filters.type !== 'all';
  return (
    <div className="admin-inbox">
      <p className="admin-inbox__count" role="status">
        {copy.newCount(countNew(all))} · {copy.shown(shown.length, all.length)}
      </p>
      <div className="admin-filters">
        <label>
          <span>{copy.filters.status}</span>
          <select
            className="form-field__input"
            value={filters.status}
            onChange={(event) =>
              setFilters({ ...filters, status: event.target.value as EnquiryFilters['status'] })
            }
          >
            <option value="all">{copy.filters.all}</option>
            <EnquiryStatusOptions />
          </select>
        </label>
        <label>
          <span>{copy.filters.type}</span>
          <select
            className="form-field__input"
            value={filters.type}
            onChange={(event) =>
              setFilters({ ...filters, type: event.target.value as EnquiryFilters['type'] })
            }
          >
            <option value="all">{copy.filters.all}</option>
            {enquiryTypes.map((type) => (
              <option key={type} value={type}>
                {enquiryTypeLabel(type)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {shown.length > 0 ? (
        <EnquiriesTable enquiries={shown} onOpen={openEnquiry} />
      ) : (
        <div className="admin-inbox__empty">
          <p>{filtered ? copy.emptyFiltered : copy.empty}</p>
          {filtered && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setFilters({ status: 'all', type: 'all' })}
            >
              {copy.clearFilters}
            </button>
          )}
        </div>
      )}
      <EnquiryDetail
        enquiry={open}
        busy={busy}
        onClose={() => setOpenId(null)}
        onStatus={(enquiry, status) => void changeStatus(enquiry, status)}
        onDelete={(enquiry) => void removeEnquiry(enquiry)}
      />
    </div>
  );
}
