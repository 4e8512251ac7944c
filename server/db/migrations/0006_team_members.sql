-- Practice team members in full (document 1, sections 3 to 7): the member's hospital location,
-- profile picture, equipment supplier and the specialist a staff member works for; their Office
-- and Mobile Phone; permission grants with an id of their own (revoked by that id); and their
-- notification subscriptions. The team list is ordered by last name within a practice.

alter table practice_team_members
  add column hospital_location text,
  add column profile_picture_key text,
  add column dme_id integer references practices (id),
  add column surgeon_id integer references practice_team_members (id),
  add column physical_therapist_id integer references practice_team_members (id),
  add column created_at timestamptz not null default now();

create index practice_team_members_list_idx on practice_team_members (practice_id, lower(last_name), lower(first_name), id)
  where not archived;

-- The grant's own id (practice_team_member_permission_id), filled in for existing rows too.
alter table team_member_permissions add column id serial;
create unique index team_member_permissions_id_key on team_member_permissions (id);

create table practice_team_member_phone_numbers (
  id serial primary key,
  team_member_id integer not null references practice_team_members (id),
  name text not null check (name in ('Office Phone', 'Mobile Phone')),
  number char(10) not null check (number ~ '^[0-9]{10}$'),
  unique (team_member_id, name)
);

create table practice_team_member_notifications (
  id serial primary key,
  team_member_id integer not null references practice_team_members (id),
  notification_type_id integer not null references notification_types (id),
  unique (team_member_id, notification_type_id)
);
