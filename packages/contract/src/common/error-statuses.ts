/**
 * Every error code with its HTTP status, without the Turkish messages: what the web client needs to branch on an
 * answer, kept small because it is on every page's first load. `error-codes.ts` adds each code's message, and its
 * test checks that both tables name the same codes with the same statuses.
 */

/** HTTP statuses an error envelope may carry. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 414 | 415 | 422 | 429 | 500 | 503;

export const errorStatuses = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  INVALID_UTF8: 400,
  BAD_URL: 400,
  URL_TOO_LONG: 414,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  REQUEST_TIMEOUT: 408,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CONTENT_TYPE_MISSING: 415,
  RULE_REFUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  // Backup and restore (the CLI).
  BACKUP_FILE_EXISTS: 409,
  BACKUP_NOT_FOUND: 404,
  BACKUP_UNREADABLE: 422,
  BACKUP_FROM_NEWER_VERSION: 422,
  BACKUP_SCHEMA_MISMATCH: 422,
  RESTORE_TARGET_NOT_EMPTY: 409,
  BACKUP_DATA_KEY_MISSING: 422,
  BACKUP_DATA_KEY_CONFLICT: 422,
  EMAIL_TAKEN: 422,
  INVALID_CREDENTIALS: 422,
  ACCOUNT_DELETED: 422,
  WRONG_CURRENT_PASSWORD: 422,
  SAME_PASSWORD: 422,
  PERSONAL_PASSWORD: 422,
  RESET_CODE_INVALID: 422,
  RESET_CODE_ATTEMPTS_EXCEEDED: 422,
  TOO_MANY_LOGINS: 429,
  TOO_MANY_RESET_REQUESTS: 429,
  TOO_MANY_REGISTRATIONS: 429,
  USER_NOT_FOUND: 404,
  USER_ROLES_REQUIRED: 422,
  CANNOT_DELETE_SELF: 422,
  CANNOT_REMOVE_OWN_ADMIN: 422,
  CATEGORY_NOT_FOUND: 404,
  TAG_NOT_FOUND: 404,
  CATEGORY_TITLE_TAKEN: 422,
  TAG_TITLE_TAKEN: 422,
  COURSE_NOT_FOUND: 404,
  COVER_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  RATING_NOT_ENROLLED: 403,
  LECTURE_NOT_FOUND: 404,
  NOT_ENROLLED: 403,
  QUIZ_COMPLETES_BY_ATTEMPT: 422,
  QUIZ_COMPLETION_STAYS: 422,
  NOT_A_VIDEO: 422,
  NOT_A_QUIZ: 422,
  QUIZ_WITHOUT_QUESTIONS: 422,
  QUIZ_ATTEMPTS_EXCEEDED: 429,
  LINK_INVALID: 403,
  LECTURE_PAGE_FRAME_ONLY: 403,
  MEDIA_NOT_FOUND: 404,
  CERTIFICATE_NOT_FOUND: 404,
  CERTIFICATE_VERIFICATION_NOT_FOUND: 404,
  BOOKMARK_EXISTS: 422,
  BOOKMARK_NOT_FOUND: 404,
  SECTION_NOT_FOUND: 404,
  SECTION_NOT_IN_COURSE: 422,
  LECTURE_NOT_IN_SECTION: 422,
  CONTENT_TYPE_LOCKED: 422,
  ORDER_OUT_OF_RANGE: 422,
  UNKNOWN_CATEGORIES: 422,
  UNKNOWN_TAGS: 422,
  PUBLISH_NOT_ALLOWED: 422,
  FILE_TOO_LARGE: 413,
  TOO_MANY_FILES: 413,
  FIELD_TOO_LONG: 413,
  MULTIPART_REQUIRED: 415,
  MALFORMED_UPLOAD: 400,
  DISCOUNT_CODE_NOT_FOUND: 404,
  DISCOUNT_CODE_TAKEN: 422,
  DISCOUNT_COURSE_NOT_FOUND: 422,
  DISCOUNT_COURSE_NOT_YOURS: 422,
  BASKET_CODE_ON_LECTURER_FORM: 422,
  COURSE_CODE_ON_ADMIN_FORM: 422,
  BASKET_NOT_FOUND: 404,
  BASKET_ITEM_NOT_FOUND: 404,
  BASKET_BUSY: 409,
  COURSE_NOT_PUBLISHED: 422,
  COURSE_OWNED: 422,
  COURSE_PENDING: 422,
  COURSE_IN_BASKET: 422,
  CODE_UNKNOWN: 422,
  CODE_EXPIRED: 422,
  CODE_NOT_STARTED: 422,
  CODE_WRONG_COURSE: 422,
  CODE_IS_BASKET_CODE: 422,
  CODE_IS_COURSE_CODE: 422,
  CODE_NOT_APPLICABLE: 422,
  CODE_USED_UP: 422,
  CODE_USED_BY_YOU: 422,
  ORDER_NOT_FOUND: 404,
  INVOICE_NOT_FOUND: 404,
  SELLER_NOT_CONFIGURED: 422,
  BASKET_EMPTY: 422,
  BASKET_ORDERED: 422,
  ORDER_NOT_FREE: 422,
  NOTHING_TO_PAY: 422,
  ORDER_STATUS_NOT_PENDING: 422,
  TRANSFER_EXPIRED: 422,
  ORDER_STATUS_TARGET: 422,
  // Notifications, mail and background jobs.
  NOTIFICATION_NOT_FOUND: 404,
  UNSUBSCRIBE_LINK_INVALID: 400,
  JOB_NOT_FOUND: 404,
  JOB_NOT_FAILED: 422,
  // Families: parents and their children.
  INVITATION_NOT_FOUND: 404,
  INVITATION_OWN_EMAIL: 422,
  INVITATION_LIMIT: 422,
  INVITATION_OWN: 422,
  PARENT_ID_MISMATCH: 422,
  TOO_MANY_PARENT_ID_ATTEMPTS: 429,
  FAMILY_PARENT_LIMIT: 422,
  FAMILY_ALREADY_LINKED: 422,
  CHILD_NOT_FOUND: 404,
  PARENT_NOT_FOUND: 404,
  // Privacy (KVKK): deletion requests.
  DELETION_REQUEST_OPEN: 422,
  PRIVACY_REQUEST_NOT_FOUND: 404,
  PRIVACY_REQUEST_DONE: 422,
  CANNOT_ERASE_SELF: 422,
} as const satisfies Record<string, ErrorStatus>;

export type ErrorCode = keyof typeof errorStatuses;

/** Every code, in the table's order (the OpenAPI enum of `error.code`). */
export const errorCodes = Object.keys(errorStatuses) as [ErrorCode, ...ErrorCode[]];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorStatuses, value);

/** The HTTP status a code is answered with. */
export const statusOfCode = (code: ErrorCode): ErrorStatus => errorStatuses[code];

/** The generic code of a status, for refusals that carry no code of their own (a proxy's answer, an old server). */
export const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 408) return 'REQUEST_TIMEOUT';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 414) return 'URL_TOO_LONG';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 422) return 'RULE_REFUSED';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'DATABASE_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL';
  return 'BAD_REQUEST';
};
