/**
 * The states every profile action goes through (§4 "idle, busy, error, success"): a hook that runs an
 * async call, keeps its state and turns a refusal into the reader's text.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authErrorCode, authErrorMessage } from '../../../lib/auth-api.js';

export type ActionState<Result> =
  | { name: 'idle' }
  | { name: 'busy' }
  | { name: 'error'; message: string; needsFreshSignIn: boolean }
  | { name: 'success'; result: Result };

/** Better Auth asks for a recent sign-in before listing sessions or deleting without a password. */
export function needsFreshSignIn(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'SESSION_NOT_FRESH' || code === 'SESSION_EXPIRED';
}

export function useAccountAction<Args extends unknown[], Result>(action: (...args: Args) => Promise<Result>) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<ActionState<Result>>({ name: 'idle' });
  const run = useCallback(async (...args: Args): Promise<Result | undefined> => {
    setState({ name: 'busy' });
    try {
      const result = await action(...args);
      setState({ name: 'success', result });
      return result;
    } catch (error) {
      setState({ name: 'error', message: authErrorMessage(t, error), needsFreshSignIn: needsFreshSignIn(error) });
      return undefined;
    }
  }, [action, t]);
  const reset = useCallback(() => setState({ name: 'idle' }), []);
  return { state, run, reset, isBusy: state.name === 'busy' };
}
