// The invoicing feature's public interface: the links to its pages (the pages, and job billing, are loaded by
// app/routes.tsx). Spec 3 §2 "Invoicing" and "Job billing", behind web:invoice.
export {
  invoiceCreatePath,
  invoiceDetailsPath,
  INVOICING_PATH,
  jobBillingPath,
  type InvoiceNavigationState,
} from './paths';
