/** One level of system requirements (§3: a map of label to text) as a description list, in the reader's language. */
import { useTranslation } from '../../../i18n/react.js';
import { requirementLabel, requirementText, type Translate } from '../requirement-words.js';

export type Requirements = Record<string, string> | null;

export function hasRequirements(minimum: Requirements, recommended: Requirements): boolean {
  return Object.keys(minimum ?? {}).length > 0 || Object.keys(recommended ?? {}).length > 0;
}

export function RequirementsList({ requirements }: { requirements: Requirements }) {
  const { t } = useTranslation('product');
  // The keys are built from a table; the unit test of requirement-words checks each is in both locale files.
  const words = t as unknown as Translate;
  const entries = Object.entries(requirements ?? {});
  if (entries.length === 0) return <p className="text-text-secondary">{t('requirements.none')}</p>;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {entries.map(([label, text]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-text">{requirementLabel(label, words)}</dt>
          <dd className="text-text-secondary">{requirementText(text, words)}</dd>
        </div>
      ))}
    </dl>
  );
}
