/** A menu entry that navigates (through RAC's `RouterProvider` when the app supplies one). */
export interface AccountMenuLink {
  kind: 'link';
  /** Unique within the menu. */
  id: string;
  label: string;
  href: string;
}

/** The logout entry: choosing it calls the menu's `onLogout`. It is shown after a separator. */
export interface AccountMenuAction {
  kind: 'logout';
  id: 'logout';
  label: string;
}

export type AccountMenuEntry = AccountMenuLink | AccountMenuAction;
