/**
 * Behaviour shared by the top-bar menus (spec §2, NAV-19..22): open on hover (mouse only), close a set
 * delay after the pointer leaves, close on an outside click, on Escape (focus back to the trigger) and
 * when focus leaves. By keyboard: Enter, Space or ArrowDown opens on the first item, ArrowUp on the
 * last; arrows, Home and End move between the items.
 */
import {
  useCallback, useEffect, useId, useRef,
  type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent,
} from 'react';
import { useMenuGroup } from './menu-group.js';

const ITEM_SELECTOR = '[data-menu-item]';

interface DropdownOptions {
  closeDelayMs: number;
  /** Open when a mouse pointer enters (menus), or only on click (the cart panel). */
  openOnHover?: boolean;
}

export function useDropdown({ closeDelayMs, openOnHover = true }: DropdownOptions) {
  const id = useId();
  const panelId = `${id}-panel`;
  const { openId, setOpenId } = useMenuGroup();
  const isOpen = openId === id;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const close = useCallback(() => {
    cancelClose();
    setOpenId((current) => (current === id ? null : current));
  }, [cancelClose, id, setOpenId]);
  const open = useCallback((focus: 'first' | 'last' | null = null) => {
    cancelClose();
    focusOnOpen.current = focus;
    setOpenId(id);
  }, [cancelClose, id, setOpenId]);

  const items = useCallback(
    () => [...(panelRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])].filter((item) => item.offsetParent !== null),
    [],
  );

  useEffect(() => {
    if (!isOpen) return;
    // Opened by keyboard: focus the first (or last) item, once the panel's content has rendered (the
    // mega menus load theirs on first open).
    const focusItem = () => {
      const list = items();
      if (!focusOnOpen.current || list.length === 0) return false;
      (focusOnOpen.current === 'first' ? list[0] : list.at(-1))?.focus();
      focusOnOpen.current = null;
      return true;
    };
    const observer = new MutationObserver(() => focusItem() && observer.disconnect());
    if (!focusItem() && focusOnOpen.current && panelRef.current) {
      observer.observe(panelRef.current, { childList: true, subtree: true });
    }
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      observer.disconnect();
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, close, items]);

  useEffect(() => cancelClose, [cancelClose]);

  const rootProps = {
    ref: rootRef,
    onPointerEnter(event: PointerEvent) {
      if (event.pointerType !== 'mouse') return;
      cancelClose();
      if (openOnHover && !isOpen) {
        openedByHover.current = true;
        open();
      }
    },
    onPointerLeave(event: PointerEvent) {
      if (event.pointerType !== 'mouse' || !isOpen) return;
      closeTimer.current = setTimeout(close, closeDelayMs);
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && isOpen) {
        event.stopPropagation();
        close();
        triggerRef.current?.focus();
      }
    },
    onBlur(event: FocusEvent) {
      if (isOpen && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) close();
    },
  };

  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-expanded': isOpen,
    'aria-controls': panelId,
    onClick(event: MouseEvent) {
      const byKeyboard = event.detail === 0;
      if (isOpen && openedByHover.current && !byKeyboard) {
        openedByHover.current = false; // A click on a menu the pointer just opened keeps it open.
        return;
      }
      openedByHover.current = false;
      if (isOpen) close();
      else open(byKeyboard ? 'first' : null);
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const where = event.key === 'ArrowDown' ? 'first' : 'last';
        if (isOpen) (where === 'first' ? items()[0] : items().at(-1))?.focus();
        else open(where);
      }
    },
  };

  const panelProps = {
    ref: panelRef,
    id: panelId,
    hidden: !isOpen,
    onKeyDown(event: KeyboardEvent) {
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLElement);
      const move = (to: number) => {
        event.preventDefault();
        list[(to + list.length) % list.length]?.focus();
      };
      if (event.key === 'ArrowDown' || event.key === 'ArrowRight') move(index + 1);
      else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') move(index < 0 ? list.length - 1 : index - 1);
      else if (event.key === 'Home') move(0);
      else if (event.key === 'End') move(list.length - 1);
    },
  };

  return { isOpen, open, close, rootProps, triggerProps, panelProps };
}
