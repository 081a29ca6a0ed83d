import type { Branch } from './branch.entity.js';

/** A branch as the API answers it (spec 1 §3 "Branch"). */
export interface BranchView {
  id: string;
  name: string;
  /** Signed URLs of the branch image and the quote cover image, or null. */
  logo: string | null;
  quoteCover: string | null;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  email: string;
  phoneNumber: string;
  divisionId: string | null;
}

/** `signedUrl` turns a storage key into the URL the browser reads it through. */
export function toBranchView(branch: Branch, signedUrl: (key: string) => string): BranchView {
  const url = (key: string | null) => (key ? signedUrl(key) : null);
  return {
    id: branch.id,
    name: branch.name,
    logo: url(branch.logo),
    quoteCover: url(branch.quoteCover),
    address: branch.address,
    city: branch.city,
    state: branch.state,
    postalCode: branch.postalCode,
    email: branch.email,
    phoneNumber: branch.phoneNumber,
    divisionId: branch.divisionId,
  };
}
