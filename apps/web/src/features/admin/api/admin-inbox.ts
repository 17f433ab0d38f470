import {
  type AdminListContactsResponse,
  type AdminUpdateContactBody,
  adminListContactsResponseSchema,
  adminUpdateContactResponseSchema,
} from '@realty/contracts/admin/list-contacts';
import {
  type AdminListEnquiriesResponse,
  type AdminUpdateEnquiryBody,
  adminListEnquiriesResponseSchema,
  adminUpdateEnquiryResponseSchema,
} from '@realty/contracts/admin/list-enquiries';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Filters of an inbox, as in the URL. */
export type InboxFilter = Record<string, string | number | undefined>;

/** `GET /api/admin/contacts`: one page of contact requests, newest first. */
export function useAdminContacts(filter: InboxFilter) {
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

/** `GET /api/admin/enquiries`: one page of customer enquiries, newest first. */
export function useAdminEnquiries(filter: InboxFilter) {
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
