/**
 * The set-new-password form (decision 32; §4 Password form, §5, §8; PROF-21, PROF-22, VAL-06..08,
 * ERR-10..13): the spec's two fields (new, repeat), plus the current password when the account has one,
 * and the authenticator app's current code when a first password is set with two-factor on (issue 9 §1).
 * States idle → busy → error | success. Both fields are required and equal, else 'Las contraseñas no
 * coinciden.' and nothing is sent; a refusal is said in the reader's words under the field it is about
 * (a weak password with its reasons under the new one), else 'Ocurrió un error inesperado.'; success
 * 'Tu contraseña ha sido cambiada exitosamente.'
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { CodeField, FormMessage, PasswordField, SubmitButton } from '../../../components/ui/form.js';
import { useFormProblem } from '../lib/use-form-problem.js';

export interface NewPasswordValues {
  currentPassword?: string;
  newPassword: string;
  /** The authenticator app's current code, when the form asked for it. */
  code?: string;
}

type FormState = 'idle' | 'busy' | 'error' | 'success';

interface NewPasswordFormProps {
  /** Decision 32: an account with a password confirms it; after a recovery link or with none, not. */
  askCurrent: boolean;
  /** Setting a first password with two-factor on: the app's current code proves it is the owner. */
  askCode?: boolean;
  onSubmit(values: NewPasswordValues): Promise<unknown>;
  submitLabel?: string;
  /** Shown instead of the default success text. */
  successMessage?: string;
  onSuccess?(): void;
}

export function NewPasswordForm({ askCurrent, askCode = false, onSubmit, submitLabel, successMessage, onSuccess }: NewPasswordFormProps) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<FormState>('idle');
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [code, setCode] = useState('');
  const repeatRef = useRef<HTMLInputElement>(null);
  const problem = useFormProblem<'current' | 'new' | 'repeat' | 'code'>({ currentPassword: 'current', newPassword: 'new', password: 'new', code: 'code' });

  const refuse = (message: string, input?: 'current' | 'repeat' | 'code') => {
    problem.show(message, input);
    setState('error');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'busy') return;
    if (askCurrent && !current) return refuse(t('errors.currentRequired'), 'current');
    if (!password || !repeat || password !== repeat) {
      refuse(t('errors.mismatch'), 'repeat');
      repeatRef.current?.focus();
      return;
    }
    if (askCode && !/^\d{6}$/.test(code)) return refuse(t('errors.invalidCodeFormat'), 'code');
    setState('busy');
    problem.clear();
    try {
      await onSubmit({ newPassword: password, ...(askCurrent ? { currentPassword: current } : {}), ...(askCode ? { code } : {}) });
      setCurrent('');
      setPassword('');
      setRepeat('');
      setCode('');
      setState('success');
      onSuccess?.();
    } catch (error) {
      problem.fail(error);
      setState('error');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" data-form="new-password" data-state={state}>
      {askCurrent && (
        <PasswordField
          label={t('fields.currentPassword')}
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={problem.at('current')}
          required
        />
      )}
      <PasswordField
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint')}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problem.at('new')}
        required
        minLength={8}
        maxLength={128}
      />
      <PasswordField
        ref={repeatRef}
        label={t('fields.repeatPassword')}
        name="repeat-password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        error={problem.at('repeat')}
        required
        maxLength={128}
      />
      {askCode && (
        <CodeField label={t('fields.totp')} hint={t('passwordForm.codeHint')} name="totp-code" value={code} onValue={setCode} error={problem.at('code')} />
      )}
      {state === 'error' && problem.form && <FormMessage kind="error">{problem.form}</FormMessage>}
      {state === 'success' && <FormMessage kind="success">{successMessage ?? t('passwordForm.success')}</FormMessage>}
      <SubmitButton busy={state === 'busy'} busyLabel={t('passwordForm.busy')} className="self-start">
        {submitLabel ?? t('passwordForm.submit')}
      </SubmitButton>
    </form>
  );
}
