import { adminMessages } from '../admin/messages.ts';
import { assignmentMessages } from '../assignments/messages.ts';
import { authMessages } from '../auth/messages.ts';
import { lectureFileMessages } from '../authoring/lecture-files.ts';
import { authoringMessages } from '../authoring/messages.ts';
import { basketMessages } from '../basket/messages.ts';
import { catalogueMessages } from '../catalogue/messages.ts';
import { classMessages } from '../classes/messages.ts';
import { discountMessages } from '../discount-codes/messages.ts';
import { familyMessages } from '../families/messages.ts';
import { learningMessages } from '../learning/messages.ts';
import { orderMessages } from '../orders/messages.ts';
import { privacyMessages } from '../privacy/messages.ts';
import { purchaseRequestMessages } from '../purchase-requests/messages.ts';
import { questionMessages } from '../questions/messages.ts';

import type { ErrorCode, ErrorStatus } from './error-statuses.ts';

type ErrorEntry = { readonly status: ErrorStatus; readonly message: string };

/**
 * Every refusal the API can answer, in one table: the stable English code that travels in `error.code`, the HTTP
 * status it is answered with and the Turkish message a person reads. The server throws codes (`appError(code)`),
 * the web app branches on them, and the OpenAPI document lists them. Where a rule's message names something (a
 * course, a date, a count) the thrower passes that sentence instead; the message here is then the fallback.
 * Adding a code here is the only way to add a refusal (decision 019).
 */
export const errorCatalogue = {
  // Generic refusals the framework and every route share.
  VALIDATION_FAILED: { status: 400, message: 'Geçersiz istek. Lütfen girdiğiniz bilgileri kontrol edin.' },
  BAD_REQUEST: { status: 400, message: 'Geçersiz istek. Lütfen girdiğiniz bilgileri kontrol edin.' },
  INVALID_JSON: { status: 400, message: 'İstek gövdesi geçerli bir JSON değil.' },
  INVALID_UTF8: {
    status: 400,
    message: 'İstek gövdesi geçerli bir UTF-8 metni değil. Lütfen UTF-8 olarak gönderin.',
  },
  BAD_URL: { status: 400, message: 'İstek adresi geçersiz: adresteki kodlanmış karakterler okunamadı.' },
  URL_TOO_LONG: { status: 414, message: 'İstek adresi çok uzun.' },
  UNAUTHENTICATED: { status: 401, message: 'Oturumunuz sona erdi, lütfen tekrar giriş yapın.' },
  FORBIDDEN: { status: 403, message: 'Bu işlem için yetkiniz yok.' },
  NOT_FOUND: { status: 404, message: 'İstenen kaynak bulunamadı.' },
  CONFLICT: { status: 409, message: 'İşlem başka bir işlemle çakıştı. Lütfen tekrar deneyin.' },
  REQUEST_TIMEOUT: {
    status: 408,
    message: 'İstek zamanında tamamlanmadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
  },
  BODY_TOO_LARGE: { status: 413, message: 'Gönderilen veri çok büyük.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Desteklenmeyen içerik türü. Lütfen JSON gönderin.' },
  CONTENT_TYPE_MISSING: {
    status: 415,
    message: 'İstek gövdesinin türü (Content-Type) belirtilmemiş. Lütfen JSON (application/json) gönderin.',
  },
  RULE_REFUSED: { status: 422, message: 'İşlem sırasında bir hata oluştu.' },
  RATE_LIMITED: { status: 429, message: 'Çok fazla istek gönderildi. Lütfen daha sonra tekrar deneyin.' },
  INTERNAL: { status: 500, message: 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.' },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'Veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
  },
  // Backup and restore (the CLI); the thrower names the file where the message has one.
  BACKUP_FILE_EXISTS: { status: 409, message: 'Yedek dosyası zaten var; yedek başka bir dosyaya yazılmalı.' },
  BACKUP_NOT_FOUND: { status: 404, message: 'Yedek dosyası bulunamadı.' },
  BACKUP_UNREADABLE: { status: 422, message: 'Dosya bir Kampüs yedeği olarak okunamadı.' },
  BACKUP_FROM_NEWER_VERSION: {
    status: 422,
    message:
      'Bu yedek, bu sürümün bilmediği veritabanı değişiklikleri içeren daha yeni bir sürümden alınmış; önce uygulamayı güncelleyin.',
  },
  BACKUP_SCHEMA_MISMATCH: {
    status: 422,
    message: 'Bu yedeğin veritabanı şeması bu sürümünkinden farklı; yedek bu sürümle geri yüklenemez.',
  },
  RESTORE_TARGET_NOT_EMPTY: {
    status: 409,
    message:
      'Hedef boş değil: veritabanında kayıt ya da depoda dosya var. Üzerine yazmak için --force ile çalıştırın (mevcut veriler silinir).',
  },
  BACKUP_DATA_KEY_MISSING: {
    status: 422,
    message:
      'Yedek başka bir veri anahtarıyla alınmış ve anahtar yedekte yok: kimlik numaraları çözülemezdi. Yedeği alan sunucunun DATA_KEY değerini ayarlayıp tekrar deneyin.',
  },
  BACKUP_DATA_KEY_CONFLICT: {
    status: 422,
    message:
      'Yedek başka bir veri anahtarıyla alınmış, bu sunucu ise DATA_KEY ayarındaki anahtarı kullanıyor. DATA_KEY ayarını kaldırın (yedekteki anahtar DATA_DIR içine yazılır) ya da yedeği alan sunucunun DATA_KEY değerini verin.',
  },

  // Accounts and sessions
  EMAIL_TAKEN: { status: 422, message: authMessages.emailTaken },
  INVALID_CREDENTIALS: { status: 422, message: authMessages.invalidCredentials },
  ACCOUNT_DELETED: { status: 422, message: authMessages.accountDeleted },
  WRONG_CURRENT_PASSWORD: { status: 422, message: authMessages.wrongCurrentPassword },
  SAME_PASSWORD: { status: 422, message: authMessages.samePassword },
  PERSONAL_PASSWORD: { status: 422, message: authMessages.personalPassword },
  RESET_CODE_INVALID: { status: 422, message: authMessages.invalidCode },
  RESET_CODE_ATTEMPTS_EXCEEDED: { status: 422, message: authMessages.codeAttemptsExceeded },
  TOO_MANY_LOGINS: { status: 429, message: authMessages.tooManyLogins },
  TOO_MANY_RESET_REQUESTS: { status: 429, message: authMessages.tooManyResetRequests },
  TOO_MANY_REGISTRATIONS: { status: 429, message: authMessages.tooManyRegistrations },

  // User administration
  USER_NOT_FOUND: { status: 404, message: adminMessages.userNotFound },
  USER_ROLES_REQUIRED: { status: 422, message: 'Kullanıcının en az bir rolü olmalıdır.' },
  CANNOT_DELETE_SELF: { status: 422, message: adminMessages.cannotDeleteSelf },
  CANNOT_REMOVE_OWN_ADMIN: { status: 422, message: adminMessages.cannotRemoveOwnAdmin },

  // Categories and tags
  CATEGORY_NOT_FOUND: { status: 404, message: adminMessages.categoryNotFound },
  TAG_NOT_FOUND: { status: 404, message: adminMessages.tagNotFound },
  CATEGORY_TITLE_TAKEN: { status: 422, message: adminMessages.categoryTitleTaken },
  TAG_TITLE_TAKEN: { status: 422, message: adminMessages.tagTitleTaken },

  // Catalogue, ratings and stored files
  COURSE_NOT_FOUND: { status: 404, message: catalogueMessages.courseNotFound },
  COVER_NOT_FOUND: { status: 404, message: catalogueMessages.coverNotFound },
  FILE_NOT_FOUND: { status: 404, message: 'Dosya bulunamadı.' },
  RATING_NOT_ENROLLED: { status: 403, message: catalogueMessages.ratingNotEnrolled },

  // Learning, media links, certificates and bookmarks
  LECTURE_NOT_FOUND: { status: 404, message: learningMessages.lectureNotFound },
  NOT_ENROLLED: { status: 403, message: learningMessages.notEnrolled },
  QUIZ_COMPLETES_BY_ATTEMPT: { status: 422, message: learningMessages.quizCompletesByAttempt },
  QUIZ_COMPLETION_STAYS: { status: 422, message: learningMessages.quizCompletionStays },
  NOT_A_VIDEO: { status: 422, message: learningMessages.notAVideo },
  NOT_A_QUIZ: { status: 422, message: learningMessages.notAQuiz },
  QUIZ_WITHOUT_QUESTIONS: { status: 422, message: learningMessages.quizWithoutQuestions },
  QUIZ_ATTEMPTS_EXCEEDED: { status: 429, message: learningMessages.quizAttemptsExceeded },
  LINK_INVALID: { status: 403, message: learningMessages.linkInvalid },
  LECTURE_PAGE_FRAME_ONLY: { status: 403, message: learningMessages.lecturePageFrameOnly },
  MEDIA_NOT_FOUND: { status: 404, message: learningMessages.mediaNotFound },
  CAPTION_INVALID: { status: 422, message: lectureFileMessages.captionInvalid },
  CAPTIONS_VIDEO_ONLY: { status: 422, message: lectureFileMessages.captionsVideoOnly },
  CAPTION_NOT_FOUND: { status: 404, message: lectureFileMessages.captionNotFound },
  RESOURCE_NOT_FOUND: { status: 404, message: lectureFileMessages.resourceNotFound },
  TOO_MANY_RESOURCES: { status: 422, message: lectureFileMessages.tooManyResources },
  CERTIFICATE_NOT_FOUND: { status: 404, message: learningMessages.certificateNotFound },
  CERTIFICATE_VERIFICATION_NOT_FOUND: { status: 404, message: learningMessages.verificationNotFound },
  BOOKMARK_EXISTS: { status: 422, message: learningMessages.bookmarkExists },
  BOOKMARK_NOT_FOUND: { status: 404, message: learningMessages.bookmarkNotFound },

  // Lecturer area: courses, sections, lectures and uploads
  SECTION_NOT_FOUND: { status: 404, message: authoringMessages.sectionNotFound },
  SECTION_NOT_IN_COURSE: { status: 422, message: authoringMessages.sectionNotInCourse },
  LECTURE_NOT_IN_SECTION: { status: 422, message: authoringMessages.lectureNotInSection },
  CONTENT_TYPE_LOCKED: { status: 422, message: authoringMessages.contentTypeLocked },
  ORDER_OUT_OF_RANGE: { status: 422, message: 'Sıra numarası geçersiz.' },
  UNKNOWN_CATEGORIES: { status: 422, message: authoringMessages.unknownCategories },
  UNKNOWN_TAGS: { status: 422, message: authoringMessages.unknownTags },
  PUBLISH_NOT_ALLOWED: { status: 422, message: authoringMessages.publishNeedsLecture },
  FILE_TOO_LARGE: { status: 413, message: 'Dosya çok büyük. Lütfen daha küçük bir dosya yükleyin.' },
  TOO_MANY_FILES: { status: 413, message: authoringMessages.tooManyFiles },
  FIELD_TOO_LONG: { status: 413, message: authoringMessages.fieldTooLong },
  MULTIPART_REQUIRED: { status: 415, message: authoringMessages.multipartRequired },
  MALFORMED_UPLOAD: { status: 400, message: authoringMessages.malformedUpload },

  // Discount code management
  DISCOUNT_CODE_NOT_FOUND: { status: 404, message: discountMessages.codeNotFound },
  DISCOUNT_CODE_TAKEN: { status: 422, message: discountMessages.codeTaken },
  DISCOUNT_COURSE_NOT_FOUND: { status: 422, message: discountMessages.courseNotFound },
  DISCOUNT_COURSE_NOT_YOURS: { status: 422, message: discountMessages.courseNotYours },
  BASKET_CODE_ON_LECTURER_FORM: { status: 422, message: discountMessages.basketCodeOnLecturerForm },
  COURSE_CODE_ON_ADMIN_FORM: { status: 422, message: discountMessages.courseCodeOnAdminForm },

  // Basket and discount codes in it
  BASKET_NOT_FOUND: { status: 404, message: basketMessages.basketNotFound },
  BASKET_ITEM_NOT_FOUND: { status: 404, message: basketMessages.basketItemNotFound },
  BASKET_BUSY: { status: 409, message: basketMessages.basketBusy },
  COURSE_NOT_PUBLISHED: { status: 422, message: basketMessages.courseNotPublished },
  COURSE_OWNED: { status: 422, message: basketMessages.courseOwned },
  COURSE_PENDING: { status: 422, message: basketMessages.coursePending },
  COURSE_IN_BASKET: { status: 422, message: basketMessages.courseInBasket },
  CODE_UNKNOWN: { status: 422, message: basketMessages.codeUnknown },
  CODE_EXPIRED: { status: 422, message: basketMessages.codeExpired },
  CODE_NOT_STARTED: { status: 422, message: 'Bu indirim kodu henüz geçerli değil.' },
  CODE_WRONG_COURSE: { status: 422, message: basketMessages.codeWrongCourse },
  CODE_IS_BASKET_CODE: { status: 422, message: basketMessages.codeIsBasketCode },
  CODE_IS_COURSE_CODE: { status: 422, message: basketMessages.codeIsCourseCode },
  CODE_NOT_APPLICABLE: { status: 422, message: 'Bu indirim kodu bu sepette artık geçerli değil.' },
  CODE_USED_UP: { status: 422, message: basketMessages.codeUsedUp },
  CODE_USED_BY_YOU: { status: 422, message: basketMessages.codeUsedByYou },

  // Orders
  ORDER_NOT_FOUND: { status: 404, message: orderMessages.orderNotFound },
  INVOICE_NOT_FOUND: { status: 404, message: orderMessages.invoiceNotFound },
  SELLER_NOT_CONFIGURED: { status: 422, message: orderMessages.sellerNotConfigured },
  BASKET_EMPTY: { status: 422, message: orderMessages.basketEmpty },
  BASKET_ORDERED: { status: 422, message: orderMessages.basketOrdered },
  ORDER_NOT_FREE: { status: 422, message: 'Ödenecek tutar olduğu için ücretsiz sipariş oluşturulamaz.' },
  NOTHING_TO_PAY: { status: 422, message: orderMessages.nothingToPay },
  ORDER_STATUS_NOT_PENDING: { status: 422, message: orderMessages.statusNotPending },
  TRANSFER_EXPIRED: { status: 422, message: orderMessages.transferExpired },
  ORDER_STATUS_TARGET: { status: 422, message: orderMessages.statusTarget },
  CARD_ORDER_STATUS_BY_PROVIDER: { status: 422, message: orderMessages.cardStatusByProvider },
  CARD_NOT_CONFIGURED: { status: 422, message: orderMessages.cardNotConfigured },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 503, message: orderMessages.cardProviderUnreachable },
  PAYMENT_PROVIDER_REFUSED: {
    status: 422,
    message:
      'Ödeme sağlayıcısı ödeme sayfasını açmadı. Sipariş oluşturulmadı ve sepetiniz olduğu gibi duruyor.',
  },
  ORDER_NOT_REFUNDABLE: { status: 422, message: orderMessages.notRefundable },
  REFUND_REFUSED: { status: 422, message: 'Ödeme sağlayıcısı iadeyi kabul etmedi. Sipariş değişmedi.' },
  // Notifications, mail and background jobs.
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Bildirim bulunamadı.' },
  UNSUBSCRIBE_LINK_INVALID: {
    status: 400,
    message:
      'Abonelikten çıkma bağlantısı geçersiz. Tercihlerinizi Bildirim ayarları sayfasından değiştirebilirsiniz.',
  },
  JOB_NOT_FOUND: { status: 404, message: 'Arka plan işi bulunamadı.' },
  JOB_NOT_FAILED: { status: 422, message: 'Yalnızca başarısız olmuş bir iş yeniden denenebilir.' },

  // Families: parents and their children.
  INVITATION_NOT_FOUND: { status: 404, message: familyMessages.invitationNotFound },
  INVITATION_OWN_EMAIL: { status: 422, message: familyMessages.invitationOwnEmail },
  INVITATION_LIMIT: { status: 422, message: familyMessages.invitationLimit },
  INVITATION_OWN: { status: 422, message: familyMessages.ownInvitation },
  PARENT_ID_MISMATCH: { status: 422, message: familyMessages.parentIdMismatch },
  TOO_MANY_PARENT_ID_ATTEMPTS: { status: 429, message: familyMessages.tooManyParentIdAttempts },
  FAMILY_PARENT_LIMIT: { status: 422, message: familyMessages.parentLimit },
  FAMILY_ALREADY_LINKED: { status: 422, message: familyMessages.alreadyLinked },
  CHILD_NOT_FOUND: { status: 404, message: familyMessages.childNotFound },
  PARENT_NOT_FOUND: { status: 404, message: familyMessages.parentNotFound },

  // Privacy (KVKK): deletion requests.
  DELETION_REQUEST_OPEN: { status: 422, message: privacyMessages.deletionRequestOpen },
  PRIVACY_REQUEST_NOT_FOUND: { status: 404, message: privacyMessages.privacyRequestNotFound },
  PRIVACY_REQUEST_DONE: { status: 422, message: privacyMessages.privacyRequestDone },
  CANNOT_ERASE_SELF: { status: 422, message: privacyMessages.cannotEraseSelf },
  // Purchase requests: a student asks a linked parent to buy the basket.
  PURCHASE_REQUEST_NOT_FOUND: { status: 404, message: purchaseRequestMessages.notFound },
  PURCHASE_REQUEST_NO_PARENT: { status: 422, message: purchaseRequestMessages.noParent },
  PURCHASE_REQUEST_PENDING: { status: 422, message: purchaseRequestMessages.alreadyPending },
  PURCHASE_REQUEST_NOT_PENDING: { status: 422, message: purchaseRequestMessages.notPending },
  PURCHASE_REQUEST_PRICE_CHANGED: { status: 422, message: purchaseRequestMessages.priceChanged },
  CARD_PAYMENT_UNAVAILABLE: { status: 422, message: purchaseRequestMessages.cardUnavailable },
  // Questions and answers under lectures.
  QUESTION_NOT_FOUND: { status: 404, message: questionMessages.questionNotFound },
  ANSWER_NOT_FOUND: { status: 404, message: questionMessages.answerNotFound },
  OWN_QUESTION_UPVOTE: { status: 422, message: questionMessages.ownUpvote },
  ANSWER_ACCEPT_NOT_ALLOWED: { status: 403, message: questionMessages.acceptNotAllowed },
  QUESTION_DELETE_NOT_ALLOWED: { status: 403, message: questionMessages.deleteNotAllowed },
  // Assignments: submissions and grades.
  SUBMISSION_NOT_FOUND: { status: 404, message: assignmentMessages.submissionNotFound },
  NOT_AN_ASSIGNMENT: { status: 422, message: assignmentMessages.notAnAssignment },
  SUBMISSION_ALREADY_GRADED: { status: 422, message: assignmentMessages.alreadyGraded },
  ASSIGNMENT_COMPLETES_BY_GRADE: { status: 422, message: assignmentMessages.completesByGrade },
  ASSIGNMENT_COMPLETION_STAYS: { status: 422, message: assignmentMessages.completionStays },
  // Classes: sessions, seats, attendance, calendar.
  SESSION_NOT_FOUND: { status: 404, message: classMessages.sessionNotFound },
  SESSION_IN_PAST: { status: 422, message: classMessages.sessionInPast },
  ATTENDANCE_NOT_ENROLLED: { status: 422, message: classMessages.notEnrolledStudent },
  COURSE_SOLD_OUT: { status: 422, message: classMessages.soldOut },
  CALENDAR_FEED_NOT_FOUND: { status: 404, message: classMessages.feedNotFound },
} as const satisfies Record<ErrorCode, ErrorEntry>;

export {
  codeForStatus,
  type ErrorCode,
  type ErrorStatus,
  errorCodes,
  errorStatuses,
  isErrorCode,
  statusOfCode,
} from './error-statuses.ts';
