import {
  authoringMessages,
  CERTIFICATE_MAX_BYTES,
  COVER_IMAGE_MAX_BYTES,
  type CourseRecord,
  courseFormSchema,
  MAX_CERTIFICATE_FILES,
  MeetingType,
} from '@kampus/contract';
import dayjs from 'dayjs';
import { fieldErrorsOf } from '../../lib/forms.ts';

/**
 * The course form's values and how they become the multipart body of `POST /courses` and `PUT /courses/{id}`
 * (§5 "Course creation"). The rules are the contract's `courseFormSchema`, so
 * the form says exactly what the server would.
 */

export type CourseFormValues = {
  name: string;
  description: string;
  categoryIds: string[];
  tagIds: string[];
  /** '1' Beginner, '2' Intermediate, '3' Advanced. */
  skillLevel: string;
  price: number | string;
  discountedPrice: number | string;
  isCertified: boolean;
  /** Certificate files chosen in this form. */
  certifications: File[];
  coverImage: File | null;
  /** '0' Online, '2' Onsite. */
  meetingType: string;
  /** Days as the picker holds them, `YYYY-MM-DD`. */
  startDate: string | null;
  endDate: string | null;
  /** Seats of an onsite course; '' is no limit. */
  capacity: number | string;
};

export type CourseFormMode = 'create' | 'edit';

export type CourseFormContext = {
  mode: CourseFormMode;
  /** Certificate files the course already has and keeps unless new ones are chosen (edit only). */
  keptCertificates?: number;
};

/** Seed 001 §2: a new course is Online, free, for beginners. */
export const newCourseValues = (): CourseFormValues => ({
  name: '',
  description: '',
  categoryIds: [],
  tagIds: [],
  skillLevel: '1',
  price: 0,
  discountedPrice: 0,
  isCertified: false,
  certifications: [],
  coverImage: null,
  meetingType: String(MeetingType.Online),
  startDate: null,
  endDate: null,
  capacity: '',
});

const PICKER_DAY = 'YYYY-MM-DD';

/** The picker's day from a stored date, in the browser's time zone (the day the lecturer picked). */
export const toPickerDay = (iso: string | null): string | null =>
  iso ? dayjs(iso).format(PICKER_DAY) : null;

/** A picked day as an ISO instant: its start in the browser's time zone. */
export const toIsoDay = (day: string | null): string | undefined => {
  if (!day) return undefined;
  const parsed = dayjs(day);
  return parsed.isValid() ? parsed.toISOString() : undefined;
};

export const courseValuesOf = (record: CourseRecord): CourseFormValues => ({
  name: record.name,
  description: record.description,
  categoryIds: record.categoryIds,
  tagIds: record.tagIds,
  skillLevel: String(record.skillLevel),
  price: record.price,
  discountedPrice: record.discountedPrice,
  isCertified: record.isCertified,
  certifications: [],
  coverImage: null,
  meetingType: String(record.meetingType === MeetingType.Onsite ? MeetingType.Onsite : MeetingType.Online),
  startDate: toPickerDay(record.meetingStartDate),
  endDate: toPickerDay(record.meetingEndDate),
  capacity: record.capacity ?? '',
});

const isOnsite = (values: CourseFormValues) => Number(values.meetingType) === MeetingType.Onsite;

/** What the contract's schema reads: the form's values as the multipart fields would carry them. */
const schemaInput = (values: CourseFormValues) => ({
  name: values.name,
  description: values.description,
  skillLevel: values.skillLevel,
  categoryIds: values.categoryIds,
  tagIds: values.tagIds,
  isCertified: values.isCertified,
  price: values.price === '' ? undefined : values.price,
  discountedPrice: values.discountedPrice === '' ? undefined : values.discountedPrice,
  meetingType: values.meetingType,
  startDate: isOnsite(values) ? toIsoDay(values.startDate) : undefined,
  endDate: isOnsite(values) ? toIsoDay(values.endDate) : undefined,
  capacity: isOnsite(values) ? (values.capacity === '' ? null : values.capacity) : undefined,
  coverImage: values.coverImage ?? undefined,
  certifications: values.isCertified ? values.certifications : [],
});

export const FILE_TOO_LARGE = (name: string, limitMb: number) =>
  `${name} çok büyük. En fazla ${limitMb} MB yükleyebilirsiniz.`;

/** Checks the schema cannot make in the browser's place: file sizes the server would refuse with 413. */
const fileErrors = (values: CourseFormValues): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (values.coverImage && values.coverImage.size > COVER_IMAGE_MAX_BYTES)
    errors.coverImage = FILE_TOO_LARGE(values.coverImage.name, COVER_IMAGE_MAX_BYTES / 1_048_576);
  if (values.coverImage && values.coverImage.size === 0) errors.coverImage = authoringMessages.emptyFile;
  if (values.isCertified) {
    const large = values.certifications.find((file) => file.size > CERTIFICATE_MAX_BYTES);
    if (large) errors.certifications = FILE_TOO_LARGE(large.name, CERTIFICATE_MAX_BYTES / 1_048_576);
    if (values.certifications.some((file) => file.size === 0))
      errors.certifications = authoringMessages.emptyFile;
    if (values.certifications.length > MAX_CERTIFICATE_FILES)
      errors.certifications = authoringMessages.tooManyFiles;
  }
  return errors;
};

/** Every field message (contract `authoringMessages`) the values earn, keyed by field; empty when the form may be sent. */
export const courseFormErrors = (
  values: CourseFormValues,
  context: CourseFormContext,
): Record<string, string> => {
  const schema = courseFormSchema({
    requireCover: context.mode === 'create',
    keptCertificates: context.mode === 'edit' ? (context.keptCertificates ?? 0) : 0,
  });
  const result = schema.safeParse(schemaInput(values));
  const errors = result.success ? {} : fieldErrorsOf(result.error);
  return { ...errors, ...fileErrors(values) };
};

const numberText = (value: number | string) => {
  if (value === '' || value === null || value === undefined) return '0';
  return String(value).replace(',', '.');
};

/**
 * The multipart body: repeated `categoryIds`/`tagIds`, `StartDate`/`EndDate` only for Onsite, the
 * cover when one was chosen, and `Certifications` only for a certified course.
 */
export const courseFormData = (values: CourseFormValues): FormData => {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('description', values.description.trim());
  form.append('skillLevel', values.skillLevel);
  for (const id of values.categoryIds) form.append('categoryIds', id);
  for (const id of values.tagIds) form.append('tagIds', id);
  form.append('isCertified', String(values.isCertified));
  form.append('price', numberText(values.price));
  form.append('discountedPrice', numberText(values.discountedPrice));
  form.append('meetingType', values.meetingType);
  if (isOnsite(values)) {
    const start = toIsoDay(values.startDate);
    const end = toIsoDay(values.endDate);
    if (start) form.append('StartDate', start);
    if (end) form.append('EndDate', end);
    // Always sent for an onsite course: an empty value clears the limit (a missing one would keep it).
    form.append('capacity', values.capacity === '' ? '' : String(values.capacity));
  }
  if (values.coverImage) form.append('coverImage', values.coverImage, values.coverImage.name);
  if (values.isCertified)
    for (const file of values.certifications) form.append('Certifications', file, file.name);
  return form;
};
