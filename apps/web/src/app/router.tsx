import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/LoadingState.tsx';
import { StaffGate } from '../features/admin/StaffGate.tsx';
import { ProtectedRoute } from '../features/auth/ProtectedRoute.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RouteError } from './RouteError.tsx';

/**
 * Every screen is its own lazily loaded chunk. To replace a placeholder, change the page file in its
 * feature folder (keep the export name) — the router does not need to change.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
}

const publicRoutes: RouteObject[] = [
  {
    index: true,
    element: page(
      () => import('../features/home/HomePage.tsx'),
      (m) => m.HomePage,
    ),
  },

  {
    path: 'auth/login',
    element: page(
      () => import('../features/auth/LoginPage.tsx'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'auth/signup',
    element: page(
      () => import('../features/account/SignupPage.tsx'),
      (m) => m.SignupPage,
    ),
  },
  {
    path: 'auth/find-account',
    element: page(
      () => import('../features/account/FindAccountPage.tsx'),
      (m) => m.FindAccountPage,
    ),
  },

  {
    path: 'invite/:token',
    element: page(
      () => import('../features/account/InvitePage.tsx'),
      (m) => m.InvitePage,
    ),
  },

  {
    path: 'products',
    element: page(
      () => import('../features/catalog/ProductsPage.tsx'),
      (m) => m.ProductsPage,
    ),
  },
  {
    path: 'products/list',
    element: page(
      () => import('../features/catalog/ProductListPage.tsx'),
      (m) => m.ProductListPage,
    ),
  },
  {
    path: 'products/category',
    element: page(
      () => import('../features/catalog/CategorySearchPage.tsx'),
      (m) => m.CategorySearchPage,
    ),
  },
  {
    path: 'products/brand',
    element: page(
      () => import('../features/catalog/BrandSearchPage.tsx'),
      (m) => m.BrandSearchPage,
    ),
  },
  {
    path: 'products/:id',
    element: page(
      () => import('../features/catalog/ProductDetailPage.tsx'),
      (m) => m.ProductDetailPage,
    ),
  },

  {
    path: 'customer-center',
    element: page(
      () => import('../features/support/CustomerCenterPage.tsx'),
      (m) => m.CustomerCenterPage,
    ),
  },
  {
    path: 'customer-center/notices',
    element: page(
      () => import('../features/support/NoticesPage.tsx'),
      (m) => m.NoticesPage,
    ),
  },
  {
    path: 'customer-center/notices/:id',
    element: page(
      () => import('../features/support/NoticeDetailPage.tsx'),
      (m) => m.NoticeDetailPage,
    ),
  },

  { path: 'guide', element: <Navigate to="/guide/service" replace /> },
  {
    path: 'guide/service',
    element: page(
      () => import('../features/content/ServiceGuidePage.tsx'),
      (m) => m.ServiceGuidePage,
    ),
  },
  {
    path: 'developers',
    element: page(
      () => import('../features/developers/DevelopersPage.tsx'),
      (m) => m.DevelopersPage,
    ),
  },
  {
    path: 'privacy',
    element: page(
      () => import('../features/content/LegalPages.tsx'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    path: 'terms',
    element: page(
      () => import('../features/content/LegalPages.tsx'),
      (m) => m.TermsPage,
    ),
  },
];

/** SPEC §2: cart, checkout, mypage, charge and inquiry routes sit under the guard. */
const protectedRoutes: RouteObject[] = [
  {
    path: 'cart',
    element: page(
      () => import('../features/cart/CartPage.tsx'),
      (m) => m.CartPage,
    ),
  },
  {
    path: 'checkout',
    element: page(
      () => import('../features/checkout/CheckoutPage.tsx'),
      (m) => m.CheckoutPage,
    ),
  },
  {
    path: 'checkout/complete',
    element: page(
      () => import('../features/checkout/CheckoutCompletePage.tsx'),
      (m) => m.CheckoutCompletePage,
    ),
  },

  {
    path: 'mypage',
    element: page(
      () => import('../features/mypage/MyPage.tsx'),
      (m) => m.MyPage,
    ),
  },
  {
    path: 'mypage/profile',
    element: page(
      () => import('../features/account/ProfilePage.tsx'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: 'mypage/company',
    element: page(
      () => import('../features/company/CompanyPage.tsx'),
      (m) => m.CompanyPage,
    ),
  },
  {
    path: 'mypage/auto-gifts',
    element: page(
      () => import('../features/auto-gifts/AutoGiftsPage.tsx'),
      (m) => m.AutoGiftsPage,
    ),
  },
  {
    path: 'mypage/approvals',
    element: page(
      () => import('../features/company/ApprovalsPage.tsx'),
      (m) => m.ApprovalsPage,
    ),
  },
  {
    path: 'mypage/orders',
    element: page(
      () => import('../features/mypage/OrdersPage.tsx'),
      (m) => m.OrdersPage,
    ),
  },
  {
    path: 'mypage/orders/:id',
    element: page(
      () => import('../features/mypage/OrderDetailPage.tsx'),
      (m) => m.OrderDetailPage,
    ),
  },
  {
    path: 'mypage/delivery-refund',
    element: page(
      () => import('../features/mypage/DeliveryRefundPage.tsx'),
      (m) => m.DeliveryRefundPage,
    ),
  },
  {
    path: 'mypage/expiring',
    element: page(
      () => import('../features/mypage/ExpiringPage.tsx'),
      (m) => m.ExpiringPage,
    ),
  },
  {
    path: 'mypage/contacts',
    element: page(
      () => import('../features/contacts/ContactsPage.tsx'),
      (m) => m.ContactsPage,
    ),
  },
  {
    path: 'mypage/templates',
    element: page(
      () => import('../features/contacts/TemplatesPage.tsx'),
      (m) => m.TemplatesPage,
    ),
  },
  {
    path: 'mypage/sender-numbers',
    element: page(
      () => import('../features/mypage/SenderNumbersPage.tsx'),
      (m) => m.SenderNumbersPage,
    ),
  },
  {
    path: 'mypage/charge-history',
    element: page(
      () => import('../features/charge/ChargeHistoryPage.tsx'),
      (m) => m.ChargeHistoryPage,
    ),
  },
  {
    path: 'mypage/balance-refund',
    element: page(
      () => import('../features/charge/BalanceRefundPage.tsx'),
      (m) => m.BalanceRefundPage,
    ),
  },
  {
    path: 'mypage/point-charge',
    element: page(
      () => import('../features/charge/ChargePage.tsx'),
      (m) => m.ChargePage,
    ),
  },

  {
    path: 'charge',
    element: page(
      () => import('../features/charge/ChargePage.tsx'),
      (m) => m.ChargePage,
    ),
  },
  {
    path: 'charge/success',
    element: page(
      () => import('../features/charge/ChargeSuccessPage.tsx'),
      (m) => m.ChargeSuccessPage,
    ),
  },
  {
    path: 'charge/fail',
    element: page(
      () => import('../features/charge/ChargeFailPage.tsx'),
      (m) => m.ChargeFailPage,
    ),
  },

  {
    path: 'customer-center/inquiry',
    element: page(
      () => import('../features/support/InquiryPage.tsx'),
      (m) => m.InquiryPage,
    ),
  },
];

export const routes: RouteObject[] = [
  // Staff console: its own chunk and its own layout (side navigation); members see '접근 권한이 없습니다'.
  {
    path: 'admin/*',
    errorElement: <RouteError />,
    element: (
      <ProtectedRoute>
        <StaffGate>
          <Suspense fallback={<PageSpinner />}>
            {page(
              () => import('../features/admin/AdminPage.tsx'),
              (m) => m.AdminPage,
            )}
          </Suspense>
        </StaffGate>
      </ProtectedRoute>
    ),
  },
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          { element: <ProtectedRoute />, children: protectedRoutes },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
