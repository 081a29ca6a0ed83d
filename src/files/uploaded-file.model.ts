import { ApiProperty } from '@nestjs/swagger';

/** What an upload answers: the stored file's signed URL. */
export class UploadedFile {
  @ApiProperty({ description: 'Signed URL of the stored file' }) Location: string;
}

/** An upload's answer with the storage key a record takes (an asset's attachment). */
export class StoredUpload extends UploadedFile {
  @ApiProperty() key: string;
}

export class StoredDocument extends StoredUpload {
  @ApiProperty({ description: "The file name's extension, else its type's" }) Extension: string;
}
