/**
 * /signup (ROUTE-08, issue 5): full name, e-mail and password. The answer is the same whether or not the
 * address already has an account (its owner gets a mail instead), so the page always says "check your
 * inbox"; the mailed link verifies the address, signs the shopper in and returns them to `redirect`.
 */
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { Link, useSearchParams } from 'react-router';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../components/ui/form.js';
import { AuthCard } from '../../features/account/components/auth-card.js';
import { SocialSignIn } from '../../features/account/components/social-sign-in.js';
import { PERSON_NAME_MAX_LENGTH } from '../../../shared/constants.js';
import { useFormProblem } from '../../features/account/lib/use-form-problem.js';
import { authCall, safeRedirect } from '../../lib/auth-api.js';

export default function SignupPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // A weak or too long password is about the one password field this form has.
  const problem = useFormProblem({ name: 'name', email: 'email', password: 'password', newPassword: 'password' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const loginPath = redirect === '/' ? '/login' : `/login?redirect=${encodeURIComponent(redirect)}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      problem.show(t('errors.required'));
      return;
    }
    if (!name.trim()) {
      problem.show(t('signup.nameRequired'), 'name');
      return;
    }
    setBusy(true);
    problem.clear();
    try {
      await authCall('auth/sign-up/email', { name: name.trim(), email: email.trim(), password, callbackURL: redirect });
      setSentTo(email.trim());
    } catch (failure) {
      problem.fail(failure);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!sentTo) return;
    try {
      await authCall('auth/send-verification-email', { email: sentTo, callbackURL: redirect });
      setResent(true);
    } catch (failure) {
      problem.fail(failure);
    }
  };

  if (sentTo) {
    return (
      <AuthCard title={t('signup.checkInboxTitle')} page="signup">
        <div className="flex flex-col items-center gap-3 text-center" data-signup-sent="">
          <MailCheck aria-hidden="true" className="size-10 text-success" />
          <p>{t('signup.checkInbox', { email: sentTo })}</p>
          <p className="text-sm text-text-secondary">{t('signup.checkInboxHint')}</p>
        </div>
        {resent && <FormMessage kind="success">{t('signup.resent')}</FormMessage>}
        {problem.form && <FormMessage kind="error">{problem.form}</FormMessage>}
        <button type="button" className="btn-secondary" onClick={() => void resend()}>{t('signup.resend')}</button>
        <Link to={loginPath} className="btn-primary">{t('signup.toLogin')}</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('signup.title')}
      lead={t('signup.lead')}
      page="signup"
      footer={(
        <p>
          {t('signup.haveAccount')}{' '}
          <Link to={loginPath} className="text-link font-semibold">{t('signup.toLogin')}</Link>
        </p>
      )}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" data-form="sign-up">
        <TextField label={t('fields.fullName')} name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} error={problem.at('name')} required maxLength={PERSON_NAME_MAX_LENGTH} />
        <TextField label={t('fields.email')} type="email" name="email" autoComplete="email" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} error={problem.at('email')} required />
        <PasswordField label={t('fields.password')} hint={t('fields.passwordHint')} name="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} error={problem.at('password')} required minLength={8} maxLength={128} />
        <p className="text-xs text-text-secondary">
          {t('signup.terms.before')}
          <Link to="/terms" className="text-link">{t('signup.terms.terms')}</Link>
          {t('signup.terms.middle')}
          <Link to="/privacy" className="text-link">{t('signup.terms.privacy')}</Link>
          {t('signup.terms.after')}
        </p>
        {problem.form && <FormMessage kind="error">{problem.form}</FormMessage>}
        <SubmitButton busy={busy} busyLabel={t('signup.busy')}>{t('signup.submit')}</SubmitButton>
      </form>
      <SocialSignIn redirect={redirect} />
    </AuthCard>
  );
}
