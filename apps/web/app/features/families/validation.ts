import {
  CreateInvitationSchema,
  FamilyConsentSchema,
  type RegisterParent,
  RegisterParentSchema,
} from '@kampus/contract';
import { confirmationRule } from '../../lib/account-rules.ts';
import { fieldRule } from '../../lib/forms.ts';

/**
 * Client-side rules are the contract's schemas field by field, with the same Turkish messages as the server's
 * answers; the new parent's fields follow the registration's rules because the contract builds them from those.
 */
const parent = RegisterParentSchema.shape;

export type InviteValues = { email: string };
export const inviteRules = { email: fieldRule(CreateInvitationSchema.shape.email) };

/** What the join forms hold: consent is a checkbox, so false until ticked (the schema accepts only true). */
export type AcceptValues = { identificationNumber: string; consent: boolean };
export type NewParentValues = Omit<RegisterParent, 'token' | 'consent'> & { consent: boolean };

export const acceptRules = {
  identificationNumber: fieldRule(parent.identificationNumber),
  consent: fieldRule(FamilyConsentSchema),
};

export const newParentRules = {
  ...acceptRules,
  name: fieldRule(parent.name),
  surname: fieldRule(parent.surname),
  email: fieldRule(parent.email),
  password: fieldRule(parent.password),
  confirmPassword: confirmationRule('password'),
} satisfies Record<keyof NewParentValues, unknown>;
