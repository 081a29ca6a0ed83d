// Every migration, oldest first. `npm run migration:generate -- <Name>` writes a new file: add it here.
import { Initial1795381012905 } from './1795381012905-Initial.js';
import { AccountsAdministration1795383211056 } from './1795383211056-AccountsAdministration.js';
import { Assets1795386093890 } from './1795386093890-Assets.js';
import { AssetLocations1795387536409 } from './1795387536409-AssetLocations.js';
import { Jobs1795390303172 } from './1795390303172-Jobs.js';
import { JobDocuments1795392097629 } from './1795392097629-JobDocuments.js';
import { AssetSearchIndexes1795393000000 } from './1795393000000-AssetSearchIndexes.js';
import { JobPeriodIndexes1795400000000 } from './1795400000000-JobPeriodIndexes.js';
import { AssetSearchText1795405005613 } from './1795405005613-AssetSearchText.js';
import { StoredFiles1795486242062 } from './1795486242062-StoredFiles.js';
import { AccountDynamicPages1795486242063 } from './1795486242063-AccountDynamicPages.js';
import { SessionChecksAndSignInAttempts1795486334957 } from './1795486334957-SessionChecksAndSignInAttempts.js';
import { Forms1795487278703 } from './1795487278703-Forms.js';
import { FormSubmissions1795490000000 } from './1795490000000-FormSubmissions.js';
import { Invoices1795510051809 } from './1795510051809-Invoices.js';
import { OutboxAttachments1795510834041 } from './1795510834041-OutboxAttachments.js';
import { SubmissionSearchText1795510834042 } from './1795510834042-SubmissionSearchText.js';
import { CategoryEditing1795521540000 } from './1795521540000-CategoryEditing.js';
import { SubmissionCreatedOrder1795530000000 } from './1795530000000-SubmissionCreatedOrder.js';
import { SubmissionPdfDigest1795600000000 } from './1795600000000-SubmissionPdfDigest.js';
import { AuditTimeAfterLock1795700000000 } from './1795700000000-AuditTimeAfterLock.js';
import { DocumentLinks1795710000001 } from './1795710000001-DocumentLinks.js';
import { InvoiceStatusOnSubmission1795720000001 } from './1795720000001-InvoiceStatusOnSubmission.js';
import { SubmissionPdfError1795733000200 } from './1795733000200-SubmissionPdfError.js';
import { JobReadyForInvoiceIndex1796243131612 } from './1796243131612-JobReadyForInvoiceIndex.js';

export const MIGRATIONS = [
  Initial1795381012905,
  AccountsAdministration1795383211056,
  Assets1795386093890,
  AssetLocations1795387536409,
  Jobs1795390303172,
  JobDocuments1795392097629,
  AssetSearchIndexes1795393000000,
  JobPeriodIndexes1795400000000,
  AssetSearchText1795405005613,
  StoredFiles1795486242062,
  AccountDynamicPages1795486242063,
  SessionChecksAndSignInAttempts1795486334957,
  Forms1795487278703,
  FormSubmissions1795490000000,
  Invoices1795510051809,
  OutboxAttachments1795510834041,
  SubmissionSearchText1795510834042,
  CategoryEditing1795521540000,
  SubmissionCreatedOrder1795530000000,
  SubmissionPdfDigest1795600000000,
  AuditTimeAfterLock1795700000000,
  DocumentLinks1795710000001,
  InvoiceStatusOnSubmission1795720000001,
  SubmissionPdfError1795733000200,
  JobReadyForInvoiceIndex1796243131612,
];
