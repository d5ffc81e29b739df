// Staff rights. Every console call names the least role it needs; the check reads the role the
// session's member has now (a role change or a ban takes effect at the member's next request).
import { isStaffRole, type StaffRole } from '@reel/api/moderation';
import type { FastifyRequest } from 'fastify';
import { ApiHttpError } from '../http/errors.js';
import { requireMember, type SessionMember } from './session.js';

export type StaffMember = SessionMember & { role: StaffRole };

/** A moderator or an admin; 401 `need_login` for a visitor, 403 `not_staff` for a member. */
export function requireStaff(req: FastifyRequest): StaffMember {
  const member = requireMember(req);
  if (!isStaffRole(member.role)) throw new ApiHttpError(403, 'not_staff');
  return member as StaffMember;
}

/** An admin; a moderator gets 403 `not_admin`. */
export function requireAdmin(req: FastifyRequest): StaffMember {
  const staff = requireStaff(req);
  if (staff.role !== 'admin') throw new ApiHttpError(403, 'not_admin');
  return staff;
}
