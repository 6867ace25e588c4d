/** Only one top-bar menu is open at a time: opening one closes the others at once. */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface MenuGroup {
  openId: string | null;
  setOpenId(update: string | null | ((current: string | null) => string | null)): void;
}

const MenuGroupContext = createContext<MenuGroup | null>(null);

export function MenuGroupProvider({ children }: { children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const value = useMemo(() => ({ openId, setOpenId }), [openId]);
  return <MenuGroupContext value={value}>{children}</MenuGroupContext>;
}

export function useMenuGroup(): MenuGroup {
  const group = useContext(MenuGroupContext);
  if (!group) throw new Error('useMenuGroup must be used inside MenuGroupProvider');
  return group;
}
