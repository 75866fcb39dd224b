// A role's access to the tables: the one object every part of the engine reads permissions from.
export {
  roleAccess,
  unrestricted,
  type DeleteAccess,
  type InsertAccess,
  type RoleAccess,
  type SelectAccess,
  type TableAccess,
  type UpdateAccess,
} from './role-access.ts';
