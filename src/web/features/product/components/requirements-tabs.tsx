/** System requirements with Minimum and Recommended tabs (spec §2 Product page, PDP-24). */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Tabs } from '../../../components/ui/tabs.js';
import { RequirementsList, type Requirements } from './requirements-list.js';

type Level = 'minimum' | 'recommended';

export function RequirementsTabs({ minimum, recommended }: { minimum: Requirements; recommended: Requirements }) {
  const { t } = useTranslation('product');
  const [level, setLevel] = useState<Level>('minimum');
  return (
    <Tabs<Level>
      label={t('requirements.label')}
      selected={level}
      onSelect={setLevel}
      tabs={[
        { id: 'minimum', label: t('requirements.minimum'), content: <RequirementsList requirements={minimum} /> },
        { id: 'recommended', label: t('requirements.recommended'), content: <RequirementsList requirements={recommended} /> },
      ]}
    />
  );
}
