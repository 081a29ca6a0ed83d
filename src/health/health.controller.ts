import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../common/auth/require-scopes.decorator.js';

export interface Health {
  status: 'ok';
  database: { status: 'up'; latencyMs: number };
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Liveness and database status; 503 when the database does not answer' })
  async check(): Promise<Health> {
    const started = performance.now();
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('Database unavailable');
    }
    return { status: 'ok', database: { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 } };
  }
}
