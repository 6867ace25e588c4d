/**
 * A product description (HTML from the catalogue, sanitised with DOMPurify so no script or handler ever
 * runs). Over 600 characters it starts clamped to 10 lines with Read more / Show less (§4, §9).
 */
import DOMPurify from 'dompurify';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { domWindow } from '../../../lib/dom.js';
import { htmlToText } from '../../../lib/format.js';

/** DOMPurify bound to the page's DOM: the browser's, or the server's when the page is drawn there. */
let purifier: ReturnType<typeof DOMPurify> | undefined;
const sanitize = (html: string) => {
  purifier ??= typeof window === 'undefined' ? DOMPurify(domWindow()) : DOMPurify;
  return purifier.sanitize(html);
};

export const DESCRIPTION_COLLAPSE_CHARS = 600;

export function ProductDescription({ html }: { html: string }) {
  const { t } = useTranslation('product');
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const clean = useMemo(() => sanitize(html), [html]);
  const collapsible = useMemo(() => htmlToText(clean).length > DESCRIPTION_COLLAPSE_CHARS, [clean]);
  const clamped = collapsible && !expanded;

  return (
    <div>
      <div
        id={id}
        data-description=""
        data-clamped={clamped ? 'true' : 'false'}
        className={`text-text-secondary [&>*+*]:mt-3 [&_a]:text-link [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-text ${clamped ? 'line-clamp-10' : ''}`}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      {collapsible && (
        <button
          type="button"
          className="mt-2 min-h-11 font-semibold text-link underline-offset-4 hover:underline"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('description.showLess') : t('description.readMore')}
        </button>
      )}
    </div>
  );
}
