/**
 * /login (ROUTE-06, issue 5): sign in with a password, or with a 6-digit code mailed to the address (which
 * makes the account when there is none), or with a configured social provider (AUTH-17). With two-factor
 * on, every kind of sign-in continues at `?step=two-factor`: a code from the authenticator app, or a
 * backup code. Afterwards the session gate sends the shopper back to `redirect` (or home).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { Link, useSearchParams } from 'react-router';
import { CodeField, FormMessage, PasswordField, SubmitButton, TextField } from '../../components/ui/form.js';
import { AuthCard } from '../../features/account/components/auth-card.js';
import { SocialSignIn } from '../../features/account/components/social-sign-in.js';
import { TwoFactorChallenge, type TwoFactorMode } from '../../features/account/components/two-factor-challenge.js';
import { recallRedirect, rememberRedirect } from '../../features/account/login-redirect.js';
import { useFormProblem } from '../../features/account/lib/use-form-problem.js';
import { authCall, safeRedirect, type SignInAnswer } from '../../lib/auth-api.js';
import { announceSession } from '../../lib/session.js';

type Method = 'password' | 'code';

export default function LoginPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect') ?? recallRedirect());
  const twoFactor = params.get('step') === 'two-factor';
  const queryClient = useQueryClient();
  const [secondFactor, setSecondFactor] = useState<TwoFactorMode>('totp');

  const toTwoFactor = () => {
    rememberRedirect(redirect);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('step', 'two-factor');
      return next;
    });
  };
  const signedIn = async (answer: SignInAnswer | null) => {
    if (answer?.twoFactorRedirect) toTwoFactor();
    else await announceSession(queryClient, 'signed-in');
  };
  const withRedirect = (path: string) => (redirect === '/' ? path : `${path}?redirect=${encodeURIComponent(redirect)}`);

  if (twoFactor) {
    return (
      <AuthCard title={t('login.twoFactorTitle')} lead={t(secondFactor === 'totp' ? 'login.twoFactorLead' : 'login.backupLead')} page="login">
        <TwoFactorChallenge
          mode={secondFactor}
          onModeChange={setSecondFactor}
          onVerified={() => announceSession(queryClient, 'mfa-verified')}
          restartTo={withRedirect('/login')}
        />
      </AuthCard>
    );
  }

  const providerError = params.get('error');
  return (
    <AuthCard
      title={t('login.title')}
      lead={t('login.lead')}
      page="login"
      footer={(
        <p>
          {t('login.noAccount')}{' '}
          <Link to={withRedirect('/signup')} className="text-link font-semibold">{t('login.toSignup')}</Link>
        </p>
      )}
    >
      {providerError && <FormMessage kind="error">{t(`errors.${providerError === 'account_not_linked' ? 'account_not_linked' : 'unexpected'}`)}</FormMessage>}
      <SignInForms onAnswer={signedIn} />
      <SocialSignIn redirect={redirect} />
    </AuthCard>
  );
}

function SignInForms({ onAnswer }: { onAnswer(answer: SignInAnswer | null): Promise<void> }) {
  const { t } = useTranslation('account');
  const [method, setMethod] = useState<Method>('password');
  return (
    <div className="flex flex-col gap-5">
      <div role="radiogroup" aria-label={t('login.methodLabel')} className="grid grid-cols-2 gap-1 rounded-control border border-border bg-page p-1">
        {(['password', 'code'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={method === value}
            data-method={value}
            onClick={() => setMethod(value)}
            onKeyDown={(event) => {
              if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) {
                event.preventDefault();
                const next = value === 'password' ? 'code' : 'password';
                setMethod(next);
                (event.currentTarget.parentElement?.querySelector(`[data-method="${next}"]`) as HTMLElement | null)?.focus();
              }
            }}
            tabIndex={method === value ? 0 : -1}
            className="min-h-10 rounded-[calc(var(--radius-control)-2px)] text-sm font-semibold text-text-secondary transition-colors duration-150 aria-checked:bg-overlay aria-checked:text-text"
          >
            {t(`login.methods.${value}`)}
          </button>
        ))}
      </div>
      {method === 'password' ? <PasswordSignIn onAnswer={onAnswer} /> : <CodeSignIn onAnswer={onAnswer} />}
    </div>
  );
}

function PasswordSignIn({ onAnswer }: { onAnswer(answer: SignInAnswer | null): Promise<void> }) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const problem = useFormProblem({ email: 'email', password: 'password' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      problem.show(t('errors.required'));
      return;
    }
    setBusy(true);
    problem.clear();
    try {
      await onAnswer(await authCall<SignInAnswer>('auth/sign-in/email', { email: email.trim(), password }));
    } catch (failure) {
      problem.fail(failure);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" data-form="password-sign-in">
      <TextField label={t('fields.email')} type="email" name="email" autoComplete="username" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} error={problem.at('email')} required />
      <PasswordField label={t('fields.password')} name="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} error={problem.at('password')} required />
      <Link to="/resetpassword" className="text-link -mt-2 self-end text-sm">{t('login.forgot')}</Link>
      {problem.form && <FormMessage kind="error">{problem.form}</FormMessage>}
      <SubmitButton busy={busy} busyLabel={t('login.busy')}>{t('login.submit')}</SubmitButton>
    </form>
  );
}

function CodeSignIn({ onAnswer }: { onAnswer(answer: SignInAnswer | null): Promise<void> }) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const problem = useFormProblem({ email: 'email', code: 'code' });
  const codeRef = useRef<HTMLInputElement>(null);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const address = (sentTo ?? email).trim();
    if (!address) {
      problem.show(t('errors.INVALID_EMAIL'), 'email');
      return;
    }
    setBusy(true);
    problem.clear();
    try {
      await authCall('auth/email-otp/send-verification-otp', { email: address, type: 'sign-in' });
      setSentTo(address);
      setCode('');
      requestAnimationFrame(() => codeRef.current?.focus());
    } catch (failure) {
      problem.fail(failure);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !sentTo) return;
    if (!/^\d{6}$/.test(code.trim())) {
      problem.show(t('errors.invalidCodeFormat'), 'code');
      return;
    }
    setBusy(true);
    problem.clear();
    try {
      await onAnswer(await authCall<SignInAnswer>('auth/sign-in/email-otp', { email: sentTo, otp: code.trim() }));
    } catch (failure) {
      problem.fail(failure);
      setBusy(false);
    }
  };

  if (!sentTo) {
    return (
      <form onSubmit={(event) => void send(event)} noValidate className="flex flex-col gap-4" data-form="code-request">
        <TextField label={t('fields.email')} hint={t('login.codeHint')} type="email" name="email" autoComplete="email" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} error={problem.at('email')} required />
        {problem.form && <FormMessage kind="error">{problem.form}</FormMessage>}
        <SubmitButton busy={busy} busyLabel={t('login.sending')}>{t('login.sendCode')}</SubmitButton>
      </form>
    );
  }
  return (
    <form onSubmit={(event) => void verify(event)} noValidate className="flex flex-col gap-4" data-form="code-sign-in">
      <FormMessage kind="info">{t('login.codeSent', { email: sentTo })}</FormMessage>
      <CodeField ref={codeRef} label={t('fields.code')} name="code" value={code} onValue={setCode} error={problem.at('code')} />
      {problem.form && <FormMessage kind="error">{problem.form}</FormMessage>}
      <SubmitButton busy={busy} busyLabel={t('login.busy')}>{t('login.submit')}</SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="text-link min-h-11 underline underline-offset-2" onClick={() => void send()} disabled={busy}>{t('login.resend')}</button>
        <button type="button" className="text-link min-h-11 underline underline-offset-2" onClick={() => { setSentTo(null); problem.clear(); }}>{t('login.otherEmail')}</button>
      </div>
    </form>
  );
}
