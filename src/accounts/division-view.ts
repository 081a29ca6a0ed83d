import { ApiProperty } from '@nestjs/swagger';

/** A division as the API answers it (spec 1 §3 "Division"). */
export class DivisionView {
  @ApiProperty() id: string;
  @ApiProperty() divisionName: string;
}
