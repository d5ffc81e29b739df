// The signed-in staff account, given by the console's frame to every page inside it.
import type { StaffMe } from '@reel/api/moderation';
import { createContext, useContext } from 'react';

export const StaffContext = createContext<StaffMe | null>(null);

/** The staff account; the frame renders no page before it has one. */
export function useStaff(): StaffMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the console frame');
  return staff;
}

export const isAdmin = (staff: StaffMe): boolean => staff.role === 'admin';
