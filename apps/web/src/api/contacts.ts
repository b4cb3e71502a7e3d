import type {
  ContactDto as Contact,
  ContactFilterParams,
  ContactImportDto as ContactImport,
  ContactPickDto as ContactPick,
  ContactRequest,
  ContactTagDto as ContactTag,
  MessageTemplateDto as MessageTemplate,
  MessageTemplateRequest,
  OccasionDto as Occasion,
} from '@bizgift/domain/contacts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadDocument } from './documents.ts';
import { http, MINUTE, type Page } from './http.ts';

export type { Contact, ContactImport, ContactPick, ContactTag, MessageTemplate, Occasion };

/** The company address book and message templates. */
const KEY = ['contacts'] as const;
const TEMPLATES = ['message-templates'] as const;

export type ContactFilters = ContactFilterParams;
/** POST /api/contacts (and PATCH) body. */
export type ContactInput = ContactRequest;

export function useContacts(page: number, filters: ContactFilters, pageSize = 20) {
  return useQuery({
    queryKey: [...KEY, 'list', page, pageSize, filters],
    queryFn: ({ signal }) =>
      http.get<Page<Contact>>('/api/contacts', { query: { page, page_size: pageSize, ...filters }, signal }),
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
  });
}

export function useContactTags(enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'tags'],
    queryFn: ({ signal }) => http.get<ContactTag[]>('/api/contacts/tags', { signal }),
    staleTime: MINUTE,
    enabled,
  });
}

/** Everyone matching (a tag's whole list), as the send screen's picker adds them. */
export function useContactPicks(filters: ContactFilters, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'picks', filters],
    queryFn: ({ signal }) =>
      http.get<ContactPick[]>('/api/contacts/picks', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
    enabled,
  });
}

function useInvalidate(key: readonly string[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
}

export function useSaveContact() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ContactInput }) =>
      id ? http.patch<Contact>(`/api/contacts/${id}`, input) : http.post<Contact>('/api/contacts', input),
    onSuccess: invalidate,
  });
}

export function useDeleteContact() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (id: number) => http.delete<null>(`/api/contacts/${id}`),
    onSuccess: invalidate,
  });
}

export function useImportContacts() {
  const invalidate = useInvalidate(KEY);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return http.post<ContactImport>('/api/contacts/import', form);
    },
    onSuccess: invalidate,
  });
}

export const downloadContactSample = () => downloadDocument('/api/contacts/sample.xlsx', '주소록_샘플.xlsx');
export const downloadContacts = () => downloadDocument('/api/contacts/export.xlsx', '주소록.xlsx');

export function useMessageTemplates(enabled = true) {
  return useQuery({
    queryKey: TEMPLATES,
    queryFn: ({ signal }) => http.get<MessageTemplate[]>('/api/message-templates', { signal }),
    staleTime: MINUTE,
    enabled,
  });
}

/** POST /api/message-templates (and PATCH) body. */
export type TemplateInput = MessageTemplateRequest;

export function useSaveTemplate() {
  const invalidate = useInvalidate(TEMPLATES);
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TemplateInput }) =>
      id
        ? http.patch<MessageTemplate>(`/api/message-templates/${id}`, input)
        : http.post<MessageTemplate>('/api/message-templates', input),
    onSuccess: invalidate,
  });
}

export function useDeleteTemplate() {
  const invalidate = useInvalidate(TEMPLATES);
  return useMutation({
    mutationFn: (id: number) => http.delete<null>(`/api/message-templates/${id}`),
    onSuccess: invalidate,
  });
}
