import { type AdminSettings, type Term, useAdminGet } from '../../../../api/admin.ts';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { QueryResult } from '../../../../components/ui/QueryResult.tsx';
import { DepositAccountsForm } from './DepositAccountsForm.tsx';
import { EMPTY_FOOTER, FooterForm } from './FooterForm.tsx';
import { SealCard } from './SealCard.tsx';
import { TermsCard } from './TermsCard.tsx';

/** Staff settings: footer, deposit accounts, company seal, terms versions (one card each). */
export function SettingsSection() {
  const settings = useAdminGet<AdminSettings>('/api/admin/settings');
  const terms = useAdminGet<Term[]>('/api/admin/terms');
  return (
    <>
      <PageHeader
        console
        documentTitle="설정 - 관리자"
        title="설정"
        description="쇼핑몰 하단 회사 정보, 무통장입금 계좌, 직인, 약관 버전을 관리합니다."
      />
      <QueryResult query={settings} failed="설정을 불러오지 못했습니다.">
        {(data) => (
          <div className="flex flex-col gap-5">
            <FooterForm key={JSON.stringify(data.footer)} initial={data.footer ?? EMPTY_FOOTER} />
            <DepositAccountsForm
              key={JSON.stringify(data.deposit_accounts)}
              initial={data.deposit_accounts ?? []}
            />
            <SealCard image={data.seal?.image ?? null} company={data.footer?.company_name || '(상호)'} />
            <TermsCard query={terms} />
          </div>
        )}
      </QueryResult>
    </>
  );
}
