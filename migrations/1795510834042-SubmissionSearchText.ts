import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * fullTextSearch of submissions reads a stored, lower-case `search_text` (src/forms/submissions/submission-search-text.ts)
 * with LIKE, found through a trigram index that leads with the account, instead of an ILIKE over every value of every
 * submission of the form. The function is written here as it was then (a migration never changes), and the
 * typeorm_metadata row is how TypeORM tracks a generated column's expression.
 */
export class SubmissionSearchText1795510834042 implements MigrationInterface {
  name = 'SubmissionSearchText1795510834042';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION form_submission_search_text(fields jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT lower(string_agg(v.value, E'\\n'))
      FROM (SELECT element->>'value' AS value
              FROM jsonb_array_elements(CASE WHEN jsonb_typeof(fields) = 'array' THEN fields ELSE '[]'::jsonb END)
                AS element) AS v
     WHERE v.value IS NOT NULL AND v.value NOT LIKE 'data:%' AND strpos(v.value, '"data:') = 0
  $$`);
    const expression = 'form_submission_search_text(fields)';
    await queryRunner.query(
      `ALTER TABLE "form_submission" ADD "search_text" text GENERATED ALWAYS AS (${expression}) STORED`,
    );
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value")
       VALUES (current_database(), current_schema(), 'form_submission', 'GENERATED_COLUMN', 'search_text', $1)`,
      [expression],
    );
    await queryRunner.query(
      'CREATE INDEX "form_submission_search_text" ON "form_submission" USING gin ("account_id", "form_id", "search_text" gin_trgm_ops)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "form_submission_search_text"');
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "name" = 'search_text' AND "table" = 'form_submission'`,
    );
    await queryRunner.query('ALTER TABLE "form_submission" DROP COLUMN "search_text"');
    await queryRunner.query('DROP FUNCTION form_submission_search_text(jsonb)');
  }
}
