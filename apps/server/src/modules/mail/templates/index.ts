import type { ReactElement } from 'react';
import { passwordChanged, passwordResetCode, welcome } from './account.ts';
import { assignmentGraded, childAssignmentGraded } from './assignments.ts';
import { sessionCancelled, sessionChanged, sessionReminder } from './classes.ts';
import { familyInvitation } from './family.ts';
import { familyDigest } from './family-digest.ts';
import type { MailContext } from './layout.ts';
import { certificateIssued } from './learning.ts';
import { orderCancelled, orderCompleted, orderPlaced } from './orders.ts';
import { purchaseDecision, purchaseRequest } from './purchase-requests.ts';
import { questionAnswered, questionAsked } from './questions.ts';

export type { MailContext } from './layout.ts';

type Template<D> = {
  subject: (data: D, ctx: MailContext) => string;
  render: (data: D, ctx: MailContext) => ReactElement;
  /** Data for `npm run cli -- mail preview` and the template tests. */
  sample: D;
};

/** Every mail template by the name an outbox row stores (modules/mail/README.md). */
export const TEMPLATES = {
  welcome,
  'password-changed': passwordChanged,
  'password-reset-code': passwordResetCode,
  'order-placed': orderPlaced,
  'order-completed': orderCompleted,
  'order-cancelled': orderCancelled,
  'certificate-issued': certificateIssued,
  'family-invitation': familyInvitation,
  'family-digest': familyDigest,
  'purchase-request': purchaseRequest,
  'purchase-decision': purchaseDecision,
  'question-answered': questionAnswered,
  'question-asked': questionAsked,
  'assignment-graded': assignmentGraded,
  'child-assignment-graded': childAssignmentGraded,
  'session-changed': sessionChanged,
  'session-cancelled': sessionCancelled,
  'session-reminder': sessionReminder,
} as const;

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateData<N extends TemplateName> = (typeof TEMPLATES)[N]['sample'];

export const isTemplateName = (name: string): name is TemplateName => Object.hasOwn(TEMPLATES, name);

/** The template of a name, loosely typed for data read back from an outbox row. */
export const templateOf = (name: TemplateName) => TEMPLATES[name] as unknown as Template<unknown>;
