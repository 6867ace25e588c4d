/**
 * The set-new-password form (decision 32; §4 Password form, §5, §8; PROF-21, PROF-22, VAL-06..08,
 * ERR-10..13): the spec's two fields (new, repeat), plus the current password when the account has one.
 * States idle → busy → error | success. Both fields are required and equal, else 'Las contraseñas no
 * coinciden.' and nothing is sent; a refusal shows the server's message (weak password with its reasons),
 * else 'Ocurrió un error inesperado.'; success 'Tu contraseña ha sido cambiada exitosamente.'
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, PasswordField, SubmitButton } from '../../../components/ui/form.js';
import { authErrorMessage } from '../../../lib/auth-api.js';

export interface NewPasswordValues {
  currentPassword?: string;
  newPassword: string;
}

type FormState = { name: 'idle' } | { name: 'busy' } | { name: 'error'; message: string; field?: 'repeat' } | { name: 'success' };

interface NewPasswordFormProps {
  /** Decision 32: an account with a password confirms it; after a recovery link or with none, not. */
  askCurrent: boolean;
  onSubmit(values: NewPasswordValues): Promise<unknown>;
  submitLabel?: string;
  /** Shown instead of the default success text. */
  successMessage?: string;
  onSuccess?(): void;
}

export function NewPasswordForm({ askCurrent, onSubmit, submitLabel, successMessage, onSuccess }: NewPasswordFormProps) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<FormState>({ name: 'idle' });
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const repeatRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.name === 'busy') return;
    if (askCurrent && !current) {
      setState({ name: 'error', message: t('errors.currentRequired') });
      return;
    }
    if (!password || !repeat || password !== repeat) {
      setState({ name: 'error', message: t('errors.mismatch'), field: 'repeat' });
      repeatRef.current?.focus();
      return;
    }
    setState({ name: 'busy' });
    try {
      await onSubmit({ newPassword: password, ...(askCurrent ? { currentPassword: current } : {}) });
      setCurrent('');
      setPassword('');
      setRepeat('');
      setState({ name: 'success' });
      onSuccess?.();
    } catch (error) {
      setState({ name: 'error', message: authErrorMessage(t, error) });
    }
  };

  const mismatch = state.name === 'error' && state.field === 'repeat';
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" data-form="new-password" data-state={state.name}>
      {askCurrent && (
        <PasswordField
          label={t('fields.currentPassword')}
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
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
        error={mismatch ? state.message : null}
        required
        maxLength={128}
      />
      {state.name === 'error' && !mismatch && <FormMessage kind="error">{state.message}</FormMessage>}
      {state.name === 'success' && <FormMessage kind="success">{successMessage ?? t('passwordForm.success')}</FormMessage>}
      <SubmitButton busy={state.name === 'busy'} busyLabel={t('passwordForm.busy')} className="self-start">
        {submitLabel ?? t('passwordForm.submit')}
      </SubmitButton>
    </form>
  );
}
