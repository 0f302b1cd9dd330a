import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { emailProblem, passwordProblem, userNameProblem } from '@gauntlet/core';

/**
 * The account rules live in core, shared with the server, and name each problem in English; the
 * form shows each in the reader's language, found by that English text.
 */
const PROBLEMS: Record<string, MessageDescriptor> = {
  'E-mail must be at most 254 characters': msg`E-mail must be at most 254 characters`,
  'Enter a valid e-mail address': msg`Enter a valid e-mail address`,
  'Password must be at least 6 characters': msg`Password must be at least 6 characters`,
  'Password must be at most 128 characters': msg`Password must be at most 128 characters`,
  'Username must be at least 3 characters': msg`Username must be at least 3 characters`,
  'Username must be at most 32 characters': msg`Username must be at most 32 characters`,
  'Username may use letters, digits, _, - and . only': msg`Username may use letters, digits, _, - and . only`,
};

const translated = (problem: string | null) =>
  problem === null ? null : i18n._(PROBLEMS[problem] ?? { id: problem, message: problem });

export const emailFieldProblem = (value: string) => translated(emailProblem(value));
export const passwordFieldProblem = (value: string) => translated(passwordProblem(value));
export const userNameFieldProblem = (value: string) => translated(userNameProblem(value));

export const termsRequired = () => t`You must accept the Terms of Use and Privacy Policy to register.`;
