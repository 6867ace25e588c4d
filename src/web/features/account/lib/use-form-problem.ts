/**
 * One account form's problem (UX.md forms: errors under the field in words): a refusal of the server or
 * a check made here, shown under the input it is about, or above the submit button when the form has no
 * such input. Each form says which of its inputs holds each kind of field (auth-problem.ts).
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { authProblem, type AuthField } from '../../../lib/auth-problem.js';

export interface FormProblem<Input extends string> {
  show(message: string, input?: Input): void;
  /** Shows a failed call's problem, on the input it is about when the form has one. */
  fail(error: unknown): void;
  clear(): void;
  /** The message under `input`, if the problem is about it. */
  at(input: Input): string | null;
  /** The message of the form as a whole: none of its inputs is concerned. */
  form: string | null;
}

export function useFormProblem<Input extends string>(inputs: Partial<Record<AuthField, Input>>): FormProblem<Input> {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [problem, setProblem] = useState<{ input?: Input; message: string } | null>(null);
  return {
    show: (message, input) => setProblem({ input, message }),
    fail: (error) => {
      const { field, message } = authProblem(t, error, language);
      setProblem({ input: field ? inputs[field] : undefined, message });
    },
    clear: () => setProblem(null),
    at: (input) => (problem?.input === input ? problem.message : null),
    form: problem && problem.input === undefined ? problem.message : null,
  };
}
