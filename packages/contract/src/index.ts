// Configures zod before any schema below is built (each schema module imports it too).
import './common/zod-config.ts';

export * from './admin/messages.ts';
export * from './admin/schemas.ts';
export * from './auth/messages.ts';
export * from './auth/new-password-schemas.ts';
export * from './auth/password-rules.ts';
export * from './auth/schemas.ts';
export { MAX_COURSE_PRICE } from './authoring/form-fields.ts';
export * from './authoring/lecture-schemas.ts';
export * from './authoring/messages.ts';
export * from './authoring/rules.ts';
export * from './authoring/schemas.ts';
export * from './catalogue/messages.ts';
export * from './catalogue/schemas.ts';
export * from './common/enums.ts';
export * from './common/envelope.ts';
export * from './common/error-codes.ts';
export * from './common/format.ts';
export * from './learning/messages.ts';
export * from './learning/rules.ts';
export * from './learning/schemas.ts';
export * from './pricing/messages.ts';
export * from './pricing/rules.ts';
export * from './pricing/schemas.ts';
