/*
 * The text a submission's fullTextSearch reads (docs/forms.md, Submissions, "Search"): the generated column
 * `form_submission.search_text`, computed by PostgreSQL with the function `form_submission_search_text` (migration
 * SubmissionSearchText): every value's text (`f->>'value'`, as the search compares it) in lower case, one per line,
 * pictures (data: URLs, and lists or records holding one) left out. A trigram index on it finds the candidates of a
 * search; a text without a line break that one value contains is then contained in this text, and the reverse holds
 * too, so such a search needs no other check.
 */

/** The generated column's expression, as the entity declares it and typeorm_metadata records it. */
export const SUBMISSION_SEARCH_TEXT_SQL = 'form_submission_search_text(fields)';

/** What separates the values in the search text. */
export const SEARCH_TEXT_SEPARATOR = '\n';

/** The condition, on a value `f->>'value'`, that it is searched: not a picture (the column leaves those out). */
export const SEARCHED_VALUE_SQL = "f->>'value' NOT LIKE 'data:%' AND strpos(f->>'value', '\"data:') = 0";
