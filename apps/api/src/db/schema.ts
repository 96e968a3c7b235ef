import type { LocalizedLabel, RoleCode, ScopeType, StaffType } from "@releve/domain";
import type { ColumnType, Generated, Selectable } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface RoleTable {
  code: RoleCode;
  sort_order: number;
}

export interface FeatureTable {
  code: string;
}

export interface RoleAccessRightTable {
  role_code: RoleCode;
  feature_code: string;
  may_write: boolean;
}

export interface ActivityTypeTable {
  id: Generated<number>;
  code: string;
  label: ColumnType<LocalizedLabel, LocalizedLabel, LocalizedLabel>;
}

export interface ActivityTable {
  id: Generated<number>;
  type_id: number;
  code: string;
  label: ColumnType<LocalizedLabel, LocalizedLabel, LocalizedLabel>;
}

export interface EntityTypeTable {
  id: Generated<number>;
  code: string;
  label: ColumnType<LocalizedLabel, LocalizedLabel, LocalizedLabel>;
}

export interface EntityTable {
  id: Generated<number>;
  type_id: number;
  parent_id: number | null;
  code: string;
  label: ColumnType<LocalizedLabel, LocalizedLabel, LocalizedLabel>;
}

export interface PersonTable {
  id: Generated<number>;
  person_id_central_db: string | null;
  first_name: string;
  last_name: string;
  staff_type: StaffType;
  function: string | null;
  email: string | null;
}

export interface UserProfileTable {
  id: Generated<number>;
  person_id: number;
  /** The identity provider's stable identifier of the user (`sub`, or `oid` with Entra ID). */
  subject: string;
  language: "fr" | "en" | "de";
  active_role_code: RoleCode | null;
  last_seen_release_date: Timestamp | null;
}

export interface UserAuthorizationTable {
  id: Generated<number>;
  user_profile_id: number;
  role_code: RoleCode;
  scope_type: ScopeType;
  valid_from: ColumnType<Date, Date | string | undefined, Date | string>;
  valid_to: Timestamp | null;
}

export interface UserAuthorizationScopeTable {
  authorization_id: number;
  entity_id: number;
  activity_id: number;
}

/** Records of the local sign-in provider (sessions, grants, codes, tokens). */
export interface OidcPayloadTable {
  model: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, Record<string, unknown>, Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

/** The whole database as Kysely sees it. */
export interface Database {
  role: RoleTable;
  feature: FeatureTable;
  role_access_right: RoleAccessRightTable;
  activity_type: ActivityTypeTable;
  activity: ActivityTable;
  entity_type: EntityTypeTable;
  entity: EntityTable;
  person: PersonTable;
  user_profile: UserProfileTable;
  user_authorization: UserAuthorizationTable;
  user_authorization_scope: UserAuthorizationScopeTable;
  oidc_payload: OidcPayloadTable;
}

export type Person = Selectable<PersonTable>;
export type UserProfile = Selectable<UserProfileTable>;
