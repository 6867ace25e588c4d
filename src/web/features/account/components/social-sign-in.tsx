/** One button per configured social provider (decision 14, AUTH-17); nothing at all when there is none. */
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { FormMessage } from '../../../components/ui/form.js';
import { authErrorMessage } from '../../../lib/auth-problem.js';
import { startSocialSignIn, useAuthProviders } from '../api/auth-providers.js';
import { rememberRedirect } from '../login-redirect.js';

export function SocialSignIn({ redirect }: { redirect: string }) {
  const { t } = useTranslation('account');
  const providers = useAuthProviders();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = async (id: string) => {
    setBusy(id);
    setError(null);
    rememberRedirect(redirect);
    try {
      await startSocialSignIn(id, redirect);
    } catch (failure) {
      setError(authErrorMessage(t, failure));
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-3" data-social-sign-in="">
      <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-text-secondary">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        {t('login.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </p>
      {providers.map((provider) => (
        <button key={provider.id} type="button" className="btn-secondary" data-provider={provider.id} disabled={busy !== null} onClick={() => void start(provider.id)}>
          <LogIn aria-hidden="true" className="size-4" />
          {busy === provider.id ? t('login.redirecting') : t('login.withProvider', { name: provider.name })}
        </button>
      ))}
      {error && <FormMessage kind="error">{error}</FormMessage>}
    </div>
  );
}
