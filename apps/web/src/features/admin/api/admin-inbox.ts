import {
  type AdminListContactsQuery,
  type AdminListContactsResponse,
  type AdminUpdateContactBody,
  adminListContactsResponseSchema,
  adminUpdateContactResponseSchema,
} from '@realty/contracts/admin/list-contacts';
import {
  type AdminListEnquiriesQuery,
  type AdminListEnquiriesResponse,
  type AdminUpdateEnquiryBody,
  adminListEnquiriesResponseSchema,
  adminUpdateEnquiryResponseSchema,
} from '@realty/contracts/admin/list-enquiries';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type QueryOf } from '../../../lib/api-client.ts';

/** Query of `GET /api/admin/contacts`, typed by its contract (`adminListContactsQuerySchema`): type, handled, q, paging. */
export type ContactsFilter = QueryOf<AdminListContactsQuery>;

/** Query of `GET /api/admin/enquiries`, typed by its contract (`adminListEnquiriesQuerySchema`): status, q, paging. */
export type EnquiriesFilter = QueryOf<AdminListEnquiriesQuery>;

/** `GET /api/admin/contacts` (docs/product/back-office.md): one page of contact requests, newest first. */
export function useAdminContacts(filter: ContactsFilter) {
  return useQuery<AdminListContactsResponse>({
    queryKey: ['admin', 'contacts', filter],
    queryFn: ({ signal }) => apiRequest('/admin/contacts', { query: filter, signal, schema: adminListContactsResponseSchema }),
    placeholderData: keepPreviousData,
  });
}

/** `PATCH /api/admin/contacts/{id}`: mark handled with a note, or unhandled. */
export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conId, body }: { conId: number; body: AdminUpdateContactBody }) =>
      apiRequest(`/admin/contacts/${conId}`, { method: 'PATCH', body, schema: adminUpdateContactResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contacts'] }),
  });
}

/** `GET /api/admin/enquiries` (docs/product/back-office.md): one page of customer enquiries, newest first. */
export function useAdminEnquiries(filter: EnquiriesFilter) {
  return useQuery<AdminListEnquiriesResponse>({
    queryKey: ['admin', 'enquiries', filter],
    queryFn: ({ signal }) => apiRequest('/admin/enquiries', { query: filter, signal, schema: adminListEnquiriesResponseSchema }),
    placeholderData: keepPreviousData,
  });
}

/** `PATCH /api/admin/enquiries/{id}`: new status (new, contacted, closed) and note. */
export function useUpdateEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ enquiryId, body }: { enquiryId: number; body: AdminUpdateEnquiryBody }) =>
      apiRequest(`/admin/enquiries/${enquiryId}`, { method: 'PATCH', body, schema: adminUpdateEnquiryResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'enquiries'] }),
  });
}
