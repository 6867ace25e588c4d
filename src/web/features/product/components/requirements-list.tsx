/** One level of system requirements (§3: a map of label to text) as a description list. */
import { useTranslation } from 'react-i18next';

export type Requirements = Record<string, string> | null;

export function hasRequirements(minimum: Requirements, recommended: Requirements): boolean {
  return Object.keys(minimum ?? {}).length > 0 || Object.keys(recommended ?? {}).length > 0;
}

export function RequirementsList({ requirements }: { requirements: Requirements }) {
  const { t } = useTranslation('product');
  const entries = Object.entries(requirements ?? {});
  if (entries.length === 0) return <p className="text-text-secondary">{t('requirements.none')}</p>;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {entries.map(([label, text]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-text">{label}</dt>
          <dd className="text-text-secondary">{text}</dd>
        </div>
      ))}
    </dl>
  );
}
