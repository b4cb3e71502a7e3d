import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * Cells the request queues share (충전 요청, 잔액 환급): who asked — the company and its person,
 * linked to the member's page — and which staff member settled it, when.
 */
interface Requester {
  member: { id: number; username: string; fullname: string; company_name: string | null };
}

export const requesterName = (r: Requester) =>
  `${r.member.company_name || r.member.fullname}(${r.member.username})`;

export function RequesterCell({ r }: { r: Requester }) {
  return (
    <Link to={`/admin/members/${r.member.id}`} className="block hover:underline">
      <span className="font-semibold text-gray-900">{r.member.company_name || r.member.fullname}</span>
      <span className="block text-[12.5px] whitespace-nowrap text-gray-500">
        {r.member.username} · {r.member.fullname}
      </span>
    </Link>
  );
}

export function ProcessedCell({ by, at }: { by: string | null; at: string | null }) {
  if (!by) return <>-</>;
  return (
    <span className="text-[12.5px] text-gray-600">
      {by}
      {at && <span className="block">{formatDateTime(at)}</span>}
    </span>
  );
}
