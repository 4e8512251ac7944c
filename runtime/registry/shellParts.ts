import type { ComponentType, LazyExoticComponent } from 'react';
import type { OperationCall } from '../core/listSpec';
import type { SessionView } from '../session/sessionView';

/** What the signed-in frame gives each of its parts. */
export interface ShellPartProps {
  /** How the part calls the middleware (the shell's `call`, faked in tests). */
  call: OperationCall;
  /** Opens an address in a new browser tab (a prescription template). */
  openUrl: (url: string) => void;
  /** True below the mobile breakpoint ([mobile-breakpoint]). */
  mobile: boolean;
  /** True when the user may open the screen at `path` (a route such as `/patientInformation/new`). */
  canOpen: (path: string) => boolean;
}

/** A part of the signed-in frame, usually lazy; it draws nothing when it does not apply to the user. */
export type ShellPart = ComponentType<ShellPartProps> | LazyExoticComponent<ComponentType<ShellPartProps>>;

/**
 * The portal's own pieces of the generic frame: buttons in the header (Prescribe, Add Patient),
 * what stands above the menu's entries (the practice switcher) and sublabels of menu links
 * ('Acting as …' under the practice list).
 */
export interface ShellParts {
  /** Drawn in the header, in this order, before the practice name or acting user. */
  headerActions: readonly ShellPart[];
  /** Drawn above the side menu's entries, in this order. */
  menuHeader: readonly ShellPart[];
  /** Sublabels of menu links by link target, for the session shown. */
  menuSublabels: (session: SessionView) => Readonly<Record<string, string>>;
}
