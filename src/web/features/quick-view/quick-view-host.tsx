/**
 * The one quick-view panel of the app (spec §2 Product quick-view modal), mounted by the layout. It stays
 * out of the initial JavaScript: the panel's content is a lazy chunk loaded on the first open. It closes
 * on any navigation (More information, a visitor sent to /login).
 */
import { X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { useLocation } from 'react-router';
import { ModalDialog } from '../../components/ui/modal-dialog.js';
import { closeQuickView, setQuickViewPreloader, useQuickViewState } from '../product/quick-view-state.js';
import { QuickViewLoading } from './quick-view-loading.js';

const loadContent = () => import('./quick-view-content.js');
const QuickViewContent = lazy(loadContent);
setQuickViewPreloader(() => void loadContent());

export function QuickViewHost() {
  const { t } = useTranslation();
  const state = useQuickViewState();
  const location = useLocation();
  const where = `${location.pathname}${location.search}`;
  const openedAt = useRef(where);

  useEffect(() => {
    if (state) openedAt.current = window.location.pathname + window.location.search;
  }, [state]);
  useEffect(() => {
    if (where !== openedAt.current) closeQuickView();
  }, [where]);

  if (!state) return null;
  return (
    <ModalDialog
      key={state.openCount}
      onClose={closeQuickView}
      returnFocusTo={state.opener}
      aria-labelledby="quick-view-title"
      data-quick-view=""
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-3xl overflow-y-auto overscroll-contain border-l border-border bg-raised p-0 shadow-2xl shadow-black/60 md:h-[calc(100dvh-2rem)] md:m-auto md:rounded-card md:border"
    >
      <div className="relative min-h-full">
        {/* In the host, not the lazy content: focus lands on it as the panel opens. A bar of its own that
            stays at the top: the content scrolls under it, never beside the button (issue 13 §5). */}
        <div className="sticky top-0 z-20 flex h-14 items-center justify-end border-b border-border bg-raised px-2" data-quick-view-bar="">
          <button type="button" className="icon-button" onClick={closeQuickView} aria-label={t('dialog.close')} data-quick-view-close="">
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <Suspense fallback={<QuickViewLoading />}>
          <QuickViewContent productId={state.productId} />
        </Suspense>
      </div>
    </ModalDialog>
  );
}
