import { ApiProperty } from '@nestjs/swagger';
import type { Branch } from './branch.entity.js';

/** A branch as the API answers it (spec 1 §3 "Branch"). */
export class BranchView {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'Signed URL of the branch image' }) logo: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Signed URL of the quote cover image' })
  quoteCover: string | null;
  @ApiProperty() address: string;
  @ApiProperty() city: string;
  @ApiProperty() state: string;
  @ApiProperty() postalCode: string;
  @ApiProperty() email: string;
  @ApiProperty() phoneNumber: string;
  @ApiProperty({ type: String, nullable: true }) divisionId: string | null;
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
