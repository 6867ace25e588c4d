/**
 * The translator in React (decision 0029): what the store used of react-i18next. `useTranslation` answers
 * the namespace's `t`, suspends until its file is loaded (or, with `useSuspense: false`, says it is not
 * `ready`), and draws its caller again after a language switch.
 */
import type { FlatNamespace, TFunction } from 'i18next';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { TranslateOptions, Translator } from './translator.js';

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

export interface UseTranslation<N extends FlatNamespace> {
  t: TFunction<N>;
  i18n: Translator;
  ready: boolean;
}

export function useTranslation<const N extends FlatNamespace = 'common'>(namespace?: N, options: { useSuspense?: boolean } = {}): UseTranslation<N> {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs a TranslatorProvider above it');
  const ns: string = namespace ?? 'common';
  translator.use(ns);
  const subscribe = useCallback((listener: () => void) => translator.subscribe(listener), [translator]);
  const language = useSyncExternalStore(subscribe, () => translator.language, () => translator.language);
  const ready = translator.hasLoaded(ns, language);
  // A new function after a switch, as react-i18next's: memoised work that depends on `t` is done again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language and the file's arrival are what change the texts
  const t = useMemo(
    () => ((key: string, values?: TranslateOptions) => translator.t(ns, key, values)) as unknown as TFunction<N>,
    [translator, ns, language, ready],
  );
  const suspend = options.useSuspense !== false;
  // Without Suspense, the caller draws itself not `ready`, then again once the file is here.
  const [, fileArrived] = useState(0);
  useEffect(() => {
    if (ready || suspend) return;
    let current = true;
    translator.loadNamespaces(ns, language).then(() => {
      if (current) fileArrived((count) => count + 1);
    }, () => undefined);
    return () => {
      current = false;
    };
  }, [translator, ns, language, ready, suspend]);
  if (!ready && suspend) throw translator.loadNamespaces(ns, language);
  return { t, i18n: translator, ready };
}
