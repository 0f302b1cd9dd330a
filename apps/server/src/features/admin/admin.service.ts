import {
  ADMIN_DENIED,
  carriesPower,
  defaultFlagsFor,
  isAdmin,
  tierForRole,
  type AdminUserRow,
  type Flag,
  type Role,
} from '@gauntlet/core';
import type { Database, Executor } from '../../db/database.js';
import type { Viewer } from '../../http/access.js';
import { AppError, forbidden } from '../../http/app-error.js';
import { toPermissions } from '../profile/profile.service.js';
import { setupCodeMatches } from './admin-setup-code.js';
import * as repository from './admin.repository.js';

const userNotFound = () => new AppError(404, 'not_found', 'User not found');

function toRow(row: NonNullable<Awaited<ReturnType<typeof repository.findUserRow>>>): AdminUserRow {
  const { profile } = row;
  return {
    userId: profile.userId,
    userName: profile.userName,
    email: row.email,
    permissions: toPermissions(profile),
    lastLogin: profile.lastLogin?.toISOString() ?? null,
    rewardPoints: profile.rewardPoints,
    punishmentPoints: profile.punishmentPoints,
    publicStats: profile.publicStats,
  };
}

async function rowOf(db: Database, userId: string): Promise<AdminUserRow> {
  const row = await repository.findUserRow(db, userId);
  if (!row) throw userNotFound();
  return toRow(row);
}

export async function listUsers(db: Database): Promise<AdminUserRow[]> {
  return (await repository.findAllUsers(db)).map(toRow);
}

/**
 * Locks the set of administrators for the rest of the transaction and refuses `action` when the
 * user is the only one: the app never loses its last administrator.
 */
export async function refuseLosingLastAdmin(tx: Executor, userId: string, action: string): Promise<void> {
  await repository.lockAdminSet(tx);
  if (await repository.isOnlyAdmin(tx, userId)) {
    throw new AppError(
      409,
      'last_admin',
      `You are the only administrator, so you cannot ${action}. Make someone else admin first.`,
    );
  }
}

/**
 * A role change resets the user's flags and tier to the role's defaults. It never
 * leaves the app without an administrator: the last one cannot step down.
 */
export async function changeRole(db: Database, userId: string, role: Role): Promise<AdminUserRow> {
  await db.transaction(async (tx) => {
    if (role === 'admin') await repository.lockAdminSet(tx);
    else await refuseLosingLastAdmin(tx, userId, 'give up the admin role');
    if (!(await repository.setRole(tx, userId, role, defaultFlagsFor(role), tierForRole(role)))) throw userNotFound();
  });
  return rowOf(db, userId);
}

/** Moderators may add flags, but only an administrator one that carries power over others. */
export async function addFlag(db: Database, actor: Viewer, userId: string, flag: Flag): Promise<AdminUserRow> {
  if (carriesPower(flag) && !isAdmin(actor.role)) throw forbidden(ADMIN_DENIED.grantPowerFlags);
  if (!(await repository.addFlag(db, userId, flag))) throw userNotFound();
  return rowOf(db, userId);
}

export async function removeFlag(db: Database, userId: string, flag: Flag): Promise<AdminUserRow> {
  if (!(await repository.removeFlag(db, userId, flag))) throw userNotFound();
  return rowOf(db, userId);
}

export function adminExists(db: Database): Promise<boolean> {
  return repository.adminExists(db);
}

/**
 * The first admin: granted to the caller only while nobody is admin yet, and only with the
 * setup code the server printed at start.
 */
export async function claimFirstAdmin(
  db: Database,
  userId: string,
  given: string,
  expected: string | null,
): Promise<AdminUserRow> {
  await db.transaction(async (tx) => {
    await repository.lockAdminSet(tx);
    if (!expected || (await repository.adminExists(tx))) {
      throw new AppError(409, 'admin_exists', 'An administrator already exists. Ask them for access.');
    }
    if (!setupCodeMatches(expected, given)) {
      throw new AppError(
        403,
        'invalid_setup_code',
        'That setup code is not right. The server prints the code in its log at start and keeps it in the file admin-setup-code in its data folder.',
      );
    }
    await repository.setRole(tx, userId, 'admin', defaultFlagsFor('admin'), tierForRole('admin'));
  });
  return rowOf(db, userId);
}

/** Command-line grant for the operator: admin by e-mail, whoever else is admin. */
export async function grantAdminByEmail(db: Database, email: string): Promise<AdminUserRow> {
  const userId = await repository.findUserIdByEmail(db, email);
  if (!userId) throw userNotFound();
  return changeRole(db, userId, 'admin');
}
