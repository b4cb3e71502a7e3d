import { useQuery } from '@tanstack/react-query';
import { FALLBACK_FOOTER, getFooterInfo } from '../../api/content.ts';
import { MINUTE, queryKeys } from '../../lib/queryKeys.ts';
import type { CompanyFacts } from './legal/types.ts';

/** The company facts the legal texts name, from the footer settings staff edit (fallback when the call fails). */
export function useCompanyFacts(): CompanyFacts {
  const query = useQuery({
    queryKey: queryKeys.footer,
    queryFn: ({ signal }) => getFooterInfo(signal),
    staleTime: 5 * MINUTE,
  });
  return query.data ?? FALLBACK_FOOTER;
}
