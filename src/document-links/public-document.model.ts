import { ApiProperty } from '@nestjs/swagger';
import type { DocumentKind } from './document-link.entity.js';

class PublicLineColumn {
  @ApiProperty() key: string;
  @ApiProperty() label: string;
}

class PublicLines {
  @ApiProperty({ type: [PublicLineColumn] }) columns: PublicLineColumn[];
  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'string' } } }) rows: string[][];
}

class PublicTotal {
  @ApiProperty() label: string;
  @ApiProperty() value: string;
}

/** What the customer's page shows of a document: what its PDF shows, as text (GET /api/public/documents/{token}). */
export class PublicDocument {
  @ApiProperty() companyName: string;
  @ApiProperty({ type: String, description: 'The form type of the document: quote or invoice.' }) kind: DocumentKind;
  @ApiProperty({ description: 'The document as its e-mail names it, e.g. "Quote #12".' }) documentName: string;
  @ApiProperty() title: string;
  @ApiProperty() number: number;
  @ApiProperty() status: string;
  @ApiProperty() statusLabel: string;
  @ApiProperty() date: string;
  @ApiProperty({ type: String, nullable: true }) customerName: string | null;
  @ApiProperty() lines: PublicLines;
  @ApiProperty({ type: [PublicTotal] }) totals: PublicTotal[];
  @ApiProperty() answerable: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: Date;
}
