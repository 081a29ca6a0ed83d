import type { RouteObject } from 'react-router-dom';
import { RequireSession } from '../auth/RequireSession';
import { RouteGate } from '../auth/RouteGate';
import { ErrorPage } from '../features/errors/ErrorPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { RouteErrorBoundary } from '../features/errors/RouteErrorBoundary';
import { RouteRefusal } from '../features/errors/RouteRefusal';
import { Landing } from './Landing';
import { lazyPage } from './lazyPage';

// The frame of the signed-in pages (navigation rail, menus, tooltips) is not needed on the sign-in page.
const AppLayout = lazyPage(() => import('../layout/AppLayout').then((layout) => ({ default: layout.AppLayout })));
const SignInPage = lazyPage(() => import('../features/auth/SignInPage'));
const SetPasswordPage = lazyPage(() => import('../features/auth/SetPasswordPage'));
const CustomerDocumentPage = lazyPage(() => import('../features/documentLinks/CustomerDocumentPage'));
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'));
const PricebookPage = lazyPage(() => import('../features/pricebook/PricebookPage'));
const AdminHomePage = lazyPage(() => import('../features/admin/AdminHomePage'));
const AppIconsPage = lazyPage(() => import('../features/admin/AppIconsPage'));
const FeatureFlagsPage = lazyPage(() => import('../features/admin/FeatureFlagsPage'));
const OnboardCompanyPage = lazyPage(() => import('../features/admin/OnboardCompanyPage'));
const DivisionFormPage = lazyPage(() => import('../features/divisions/DivisionFormPage'));
const BranchPage = lazyPage(() => import('../features/branches/BranchPage'));
const AccountSettingsPage = lazyPage(() => import('../features/settings/AccountSettingsPage'));
const AssetBrowserPage = lazyPage(() => import('../features/assets/AssetBrowserPage'));
const AssetSearchPage = lazyPage(() => import('../features/assets/AssetSearchPage'));
const AssetOverviewPage = lazyPage(() => import('../features/assets/AssetOverviewPage'));
const AssetFormPage = lazyPage(() => import('../features/assets/AssetFormPage'));
const AssetImagesPage = lazyPage(() => import('../features/assets/AssetImagesPage'));
const AssetDocumentsPage = lazyPage(() => import('../features/assets/AssetDocumentsPage'));
const MapPage = lazyPage(() => import('../features/map/MapPage'));
const LocationAssetsPage = lazyPage(() => import('../features/locations/LocationAssetsPage'));
const LocationHistoryPage = lazyPage(() => import('../features/locations/LocationHistoryPage'));
const SchedulePage = lazyPage(() => import('../features/schedule/SchedulePage'));
const JobDashboardPage = lazyPage(() => import('../features/jobs/JobDashboardPage'));
const JobFormPage = lazyPage(() => import('../features/jobs/JobFormPage'));
const JobDocumentsPage = lazyPage(() => import('../features/jobDocuments/JobDocumentsPage'));
const DispatchPage = lazyPage(() => import('../features/dispatch/DispatchPage'));
const AssetAvailabilityPage = lazyPage(() => import('../features/availability/AssetAvailabilityPage'));
const FormListPage = lazyPage(() => import('../features/formTemplates/FormListPage'));
const CreateFormPage = lazyPage(() => import('../features/formTemplates/CreateFormPage'));
const FormDetailPage = lazyPage(() => import('../features/formTemplates/FormDetailPage'));
const RawFormEditorPage = lazyPage(() => import('../features/formTemplates/RawFormEditorPage'));
const WebLayoutEditorPage = lazyPage(() => import('../features/formTemplates/WebLayoutEditorPage'));
const IosLayoutEditorPage = lazyPage(() =>
  import('../features/formTemplates/MobileLayoutEditorPage').then((page) => ({ default: page.IosLayoutEditorPage })),
);
const AndroidLayoutEditorPage = lazyPage(() =>
  import('../features/formTemplates/MobileLayoutEditorPage').then((page) => ({
    default: page.AndroidLayoutEditorPage,
  })),
);
const DynamicDocumentEditorPage = lazyPage(() =>
  import('../features/formTemplates/RestConfigEditorPage').then((page) => ({
    default: page.DynamicDocumentEditorPage,
  })),
);
const CsvConfigEditorPage = lazyPage(() =>
  import('../features/formTemplates/RestConfigEditorPage').then((page) => ({ default: page.CsvConfigEditorPage })),
);
const PdfConfigEditorPage = lazyPage(() => import('../features/formTemplates/PdfConfigEditorPage'));
const NotificationSettingsPage = lazyPage(() => import('../features/formTemplates/NotificationSettingsPage'));
const FormManagerPage = lazyPage(() => import('../features/formTemplates/FormManagerPage'));
const AiFormBuilderPage = lazyPage(() => import('../features/aiFormBuilder/AiFormBuilderPage'));
const DocumentsPage = lazyPage(() => import('../features/documents/DocumentsPage'));
const CreateDocumentPage = lazyPage(() => import('../features/documents/CreateDocumentPage'));
const DocumentDetailPage = lazyPage(() => import('../features/documents/DocumentDetailPage'));
const QuotesPage = lazyPage(() => import('../features/quoting/QuotesPage'));
const CreateQuotePage = lazyPage(() => import('../features/quoting/CreateQuotePage'));
const QuoteDetailPage = lazyPage(() => import('../features/quoting/QuoteDetailPage'));
const InvoicingPage = lazyPage(() => import('../features/invoicing/InvoicingPage'));
const InvoiceCreatePage = lazyPage(() => import('../features/invoicing/InvoiceCreatePage'));
const InvoiceDetailsPage = lazyPage(() => import('../features/invoicing/InvoiceDetailsPage'));
const InvoiceEditPage = lazyPage(() => import('../features/invoicing/InvoiceEditPage'));
const JobBillingPage = lazyPage(() => import('../features/invoicing/JobBillingPage'));
const AccountUserListPage = lazyPage(() =>
  import('../features/users/UserListPage').then((page) => ({ default: page.AccountUserListPage })),
);
const AdminUserListPage = lazyPage(() =>
  import('../features/users/UserListPage').then((page) => ({ default: page.AdminUserListPage })),
);
const AccountUserFormPage = lazyPage(() =>
  import('../features/users/UserFormPage').then((page) => ({ default: page.AccountUserFormPage })),
);
const AdminUserFormPage = lazyPage(() =>
  import('../features/users/UserFormPage').then((page) => ({ default: page.AdminUserFormPage })),
);

/**
 * The route table of spec 1 §2.1. Pages behind sign-in go under RouteGate, which applies the route gates of
 * spec 1 §6 (auth/gates.ts) by path. Each page is its own lazily loaded chunk; the error pages are not, because
 * they must show even when chunks fail to load.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/set-password', element: <SetPasswordPage /> },
      { path: '/d/:token', element: <CustomerDocumentPage /> },
      { path: '/', element: <Landing /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                element: <RouteGate fallback={<RouteRefusal />} />,
                errorElement: <RouteErrorBoundary />,
                children: [
                  { path: '/profile', element: <ProfilePage /> },
                  { path: '/settings', element: <AccountSettingsPage /> },
                  { path: '/settings/pricebook', element: <PricebookPage /> },
                  { path: '/settings/form-manager', element: <FormManagerPage /> },
                  { path: '/admin/pricebook', element: <PricebookPage /> },
                  { path: '/admin', element: <AdminHomePage /> },
                  { path: '/admin/icons', element: <AppIconsPage /> },
                  { path: '/admin/feature-flags', element: <FeatureFlagsPage /> },
                  { path: '/admin/forms', element: <FormListPage /> },
                  { path: '/admin/forms/create', element: <CreateFormPage /> },
                  { path: '/admin/forms/:formId', element: <FormDetailPage /> },
                  { path: '/admin/forms/:formId/edit-raw-form', element: <RawFormEditorPage /> },
                  { path: '/admin/forms/:formId/edit-web-layout', element: <WebLayoutEditorPage /> },
                  { path: '/admin/forms/:formId/edit-ios-layout', element: <IosLayoutEditorPage /> },
                  { path: '/admin/forms/:formId/edit-android-layout', element: <AndroidLayoutEditorPage /> },
                  { path: '/admin/forms/:formId/edit-dynamic-document', element: <DynamicDocumentEditorPage /> },
                  { path: '/admin/forms/:formId/edit-csv-config', element: <CsvConfigEditorPage /> },
                  { path: '/admin/forms/:formId/edit-pdf-config', element: <PdfConfigEditorPage /> },
                  { path: '/admin/forms/:formId/notification-settings', element: <NotificationSettingsPage /> },
                  { path: '/admin/ai-form-builder', element: <AiFormBuilderPage /> },
                  { path: '/admin/accounts/create', element: <OnboardCompanyPage /> },
                  { path: '/admin/division/create', element: <DivisionFormPage /> },
                  { path: '/admin/division/detail', element: <DivisionFormPage /> },
                  { path: '/admin/branch/create', element: <BranchPage /> },
                  { path: '/admin/branch/detail', element: <BranchPage /> },
                  { path: '/admin/location', element: <LocationAssetsPage /> },
                  { path: '/admin/location/:assetId', element: <LocationHistoryPage /> },
                  { path: '/users', element: <AccountUserListPage /> },
                  { path: '/users/create', element: <AccountUserFormPage /> },
                  { path: '/users/user-detail', element: <AccountUserFormPage /> },
                  { path: '/admin/users', element: <AdminUserListPage /> },
                  { path: '/admin/users/create', element: <AdminUserFormPage /> },
                  { path: '/admin/users/user-detail', element: <AdminUserFormPage /> },
                  { path: '/map', element: <MapPage /> },
                  { path: '/assets/browser', element: <AssetBrowserPage /> },
                  { path: '/assets/search', element: <AssetSearchPage /> },
                  { path: '/assets/overview', element: <AssetOverviewPage /> },
                  { path: '/assets/create', element: <AssetFormPage /> },
                  { path: '/assets/asset-detail', element: <AssetFormPage /> },
                  { path: '/assets/asset-images', element: <AssetImagesPage /> },
                  { path: '/assets/asset-documents', element: <AssetDocumentsPage /> },
                  { path: '/schedule', element: <SchedulePage /> },
                  { path: '/jobs/dashboard', element: <JobDashboardPage /> },
                  { path: '/jobs/create', element: <JobFormPage /> },
                  { path: '/jobs/job-detail', element: <JobFormPage /> },
                  { path: '/jobs/job-documents', element: <JobDocumentsPage /> },
                  { path: '/documents', element: <DocumentsPage /> },
                  { path: '/documents/create', element: <CreateDocumentPage /> },
                  { path: '/documents/document-detail', element: <DocumentDetailPage /> },
                  { path: '/quoting', element: <QuotesPage /> },
                  { path: '/quoting/create', element: <CreateQuotePage /> },
                  { path: '/quoting/quote-detail', element: <QuoteDetailPage /> },
                  { path: '/invoicing', element: <InvoicingPage /> },
                  { path: '/invoicing/create', element: <InvoiceCreatePage /> },
                  { path: '/invoicing/details', element: <InvoiceDetailsPage /> },
                  { path: '/invoicing/edit', element: <InvoiceEditPage /> },
                  { path: '/jobs/billing', element: <JobBillingPage /> },
                  { path: '/dispatch', element: <DispatchPage /> },
                  { path: '/asset-availability', element: <AssetAvailabilityPage /> },
                  { path: '/error', element: <ErrorPage withSignOut /> },
                  { path: '/404', element: <NotFoundPage /> },
                  { path: '*', element: <NotFoundPage notFound /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
