import React, { createContext, useContext, useEffect, useState } from "react";

// Pages with a menu of their own (docs: the docs sidebar) hand it to the mobile sidebar, which
// shows it as the secondary menu with a way back to the main menu (docs/product-spec.md §2.7).

type Slot = { menu: React.ReactNode; setMenu: (menu: React.ReactNode) => void };
const SecondaryMenuContext = createContext<Slot>({ menu: null, setMenu: () => {} });

export function SecondaryMenuProvider({ children }: { children: React.ReactNode }) {
  const [menu, setMenu] = useState<React.ReactNode>(null);
  return <SecondaryMenuContext.Provider value={{ menu, setMenu }}>{children}</SecondaryMenuContext.Provider>;
}

export const useSecondaryMenu = () => useContext(SecondaryMenuContext).menu;

/** Called by a page template: registers its menu while the page is shown. */
export function useProvideSecondaryMenu(menu: React.ReactNode): void {
  const { setMenu } = useContext(SecondaryMenuContext);
  useEffect(() => {
    setMenu(menu);
    return () => setMenu(null);
  }, [menu, setMenu]);
}
