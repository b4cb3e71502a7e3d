import type { CreateOrderInput } from '@bizgift/domain/send-message';

export type { CreateOrderInput, DuplicateCheckInput, PreviewInput } from '@bizgift/domain/send-message';

/** An order whose contact entries were replaced by the contacts' own number or e-mail and name. */
export type ResolvedOrderInput = Omit<CreateOrderInput, 'deliveries'> & {
  deliveries: (Exclude<CreateOrderInput['deliveries'][number], { contact_id: number }> & {
    fromContact?: true;
  })[];
};
