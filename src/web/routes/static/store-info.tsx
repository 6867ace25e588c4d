/**
 * The operator's identity (getStoreInfo) for the legal texts: a gate that shows a skeleton while it loads
 * and, if it fails, the error with a retry above the text (which then names the operator generically).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.js';
import type { StoreInfo } from '../../../shared/contracts/get-store-info.js';
import { LoadError } from '../../components/ui/load-error.js';
import { useStoreInfo } from '../../features/store-info/api/get-store-info.js';

/**
 * Interpolation values of the legal texts: {{legalName}}, {{taxId}}, {{address}}, {{registry}}, {{email}}.
 * A type alias, not an interface, so that it fits i18next's options (which have an index signature).
 */
export type OperatorValues = {
  legalName: string;
  taxId: string;
  address: string;
  registry: string;
  email: string;
};

const toValues = (info: StoreInfo): OperatorValues => ({
  legalName: info.legal_name, taxId: info.tax_id, address: info.address, registry: info.registry, email: info.contact_email,
});

export function WithStoreInfo({ children }: { children: (values: OperatorValues, info: StoreInfo | null) => ReactNode }) {
  const { t } = useTranslation('pages');
  const query = useStoreInfo();
  if (query.isPending) return <TextSkeleton />;
  if (query.isError) {
    const values = { legalName: t('shared.operatorFallback'), taxId: '—', address: '—', registry: '—', email: t('shared.emailFallback') };
    return (
      <>
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
        {children(values, null)}
      </>
    );
  }
  return <>{children(toValues(query.data), query.data)}</>;
}

function TextSkeleton() {
  const { t } = useTranslation('pages');
  return (
    <div aria-busy="true" className="space-y-3">
      <span className="sr-only">{t('shared.loading')}</span>
      {['w-2/3', 'w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-3/4'].map((width, index) => (
        <div key={index} aria-hidden="true" className={`skeleton h-4 rounded ${width}`} />
      ))}
    </div>
  );
}

/** The LSSI-CE art. 10 details as a definition list; the e-mail is a mailto link. */
export function OperatorDetails({ info }: { info: StoreInfo }) {
  const { t } = useTranslation('pages');
  const rows: Array<[string, ReactNode]> = [
    [t('shared.operator.legalName'), info.legal_name],
    [t('shared.operator.taxId'), info.tax_id],
    [t('shared.operator.address'), info.address],
    [t('shared.operator.registry'), info.registry],
    [t('shared.operator.email'), <a href={`mailto:${info.contact_email}`} className="text-link">{info.contact_email}</a>],
  ];
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 rounded-card border border-border bg-raised p-4 sm:grid-cols-[max-content_1fr] md:p-6">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-text-secondary sm:text-base">{label}</dt>
          <dd className="text-text">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
