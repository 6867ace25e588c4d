/**
 * The states every profile action goes through (§4 "idle, busy, error, success"): a hook that runs an
 * async call, keeps its state and turns a refusal into the reader's text.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { authErrorCode, authProblem, type AuthField } from '../../../lib/auth-problem.js';

export type ActionState<Result> =
  | { name: 'idle' }
  | { name: 'busy' }
  /** `field`: the input the refusal is about (a wrong password, a wrong code), when there is one. */
  | { name: 'error'; message: string; field?: AuthField; needsFreshSignIn: boolean }
  | { name: 'success'; result: Result };

/** Better Auth asks for a recent sign-in before listing sessions or deleting without a password. */
export function needsFreshSignIn(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'SESSION_NOT_FRESH' || code === 'SESSION_EXPIRED';
}

export function useAccountAction<Args extends unknown[], Result>(action: (...args: Args) => Promise<Result>) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [state, setState] = useState<ActionState<Result>>({ name: 'idle' });
  const run = useCallback(async (...args: Args): Promise<Result | undefined> => {
    setState({ name: 'busy' });
    try {
      const result = await action(...args);
      setState({ name: 'success', result });
      return result;
    } catch (error) {
      setState({ name: 'error', ...authProblem(t, error, language), needsFreshSignIn: needsFreshSignIn(error) });
      return undefined;
    }
  }, [action, t, language]);
  const reset = useCallback(() => setState({ name: 'idle' }), []);
  return { state, run, reset, isBusy: state.name === 'busy' };
}
