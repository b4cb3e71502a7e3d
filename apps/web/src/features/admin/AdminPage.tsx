import type { ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useSession } from '../../lib/useSession.ts';
import { AdminLayout } from './AdminLayout.tsx';
import { BrandsSection } from './sections/catalogue/BrandsSection.tsx';
import { CategoriesSection } from './sections/catalogue/CategoriesSection.tsx';
import { GoodsSection } from './sections/catalogue/GoodsSection.tsx';
import { SupplierSection } from './sections/catalogue/SupplierSection.tsx';
import { InquiriesSection } from './sections/members/InquiriesSection.tsx';
import { MemberDetailSection } from './sections/members/MemberDetailSection.tsx';
import { MembersSection } from './sections/members/MembersSection.tsx';
import { BalanceRefundsSection } from './sections/money/BalanceRefundsSection.tsx';
import { OrdersSection } from './sections/money/OrdersSection.tsx';
import { RechargesSection } from './sections/money/RechargesSection.tsx';
import { AuditSection } from './sections/operations/AuditSection.tsx';
import { DashboardSection } from './sections/operations/DashboardSection.tsx';
import { MessagesSection } from './sections/operations/MessagesSection.tsx';
import { SenderNumbersSection } from './sections/operations/SenderNumbersSection.tsx';
import { StaffSection } from './sections/operations/StaffSection.tsx';
import { BannersSection } from './sections/site-content/BannersSection.tsx';
import { NoticesSection } from './sections/site-content/NoticesSection.tsx';
import { SettingsSection } from './sections/site-content/SettingsSection.tsx';

/**
 * The staff console (`/admin/*`): its own lazily loaded chunk and layout, loaded behind StaffGate
 * (members never download it); every call behind it is refused by the server's staff-only scope too.
 */
export function AdminPage() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardSection />} />
        <Route path="recharges" element={<RechargesSection />} />
        <Route path="balance-refunds" element={<BalanceRefundsSection />} />
        <Route path="members" element={<MembersSection />} />
        <Route path="members/:id" element={<MemberDetailSection />} />
        <Route path="orders" element={<OrdersSection />} />
        <Route path="messages" element={<MessagesSection />} />
        <Route path="inquiries" element={<InquiriesSection />} />
        <Route path="goods" element={<GoodsSection />} />
        <Route path="brands" element={<BrandsSection />} />
        <Route path="categories" element={<CategoriesSection />} />
        <Route path="banners" element={<BannersSection />} />
        <Route
          path="supplier"
          element={
            <SuperOnly>
              <SupplierSection />
            </SuperOnly>
          }
        />
        <Route path="notices" element={<NoticesSection />} />
        <Route path="sender-numbers" element={<SenderNumbersSection />} />
        <Route
          path="settings"
          element={
            <SuperOnly>
              <SettingsSection />
            </SuperOnly>
          }
        />
        <Route
          path="staff"
          element={
            <SuperOnly>
              <StaffSection />
            </SuperOnly>
          }
        />
        <Route path="audit" element={<AuditSection />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/** Staff accounts, settings and the supplier: a 운영자 is told so instead of a screen of 403s. */
function SuperOnly({ children }: { children: ReactNode }) {
  const { isSuperAdmin } = useSession();
  if (isSuperAdmin) return children;
  return <SuperOnlyNotice />;
}

function SuperOnlyNotice() {
  useDocumentTitle('최고 관리자 전용 - 관리자');
  return (
    <div className="py-20 text-center">
      <h1 className="text-xl font-bold text-gray-900">최고 관리자만 볼 수 있는 화면입니다</h1>
      <p className="mt-2 text-[14px] text-gray-600">
        운영자 계정·설정·공급사는 최고 관리자에게 요청해주세요.
      </p>
      <Link to="/admin" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
        대시보드로 가기
      </Link>
    </div>
  );
}

function NotFound() {
  useDocumentTitle('페이지를 찾을 수 없습니다');
  return (
    <div className="py-20 text-center">
      <h1 className="text-xl font-bold text-gray-900">페이지를 찾을 수 없습니다</h1>
      <Link to="/admin" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
        대시보드로 가기
      </Link>
    </div>
  );
}
