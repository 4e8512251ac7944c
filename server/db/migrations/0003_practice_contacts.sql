-- A practice's addresses and phone numbers (document 1, section 3: address list with line_1,
-- city, state, zip_code and id; phone_number list holding the Office Phone).
--

create table practice_addresses (
  id serial primary key,
  practice_id integer not null references practices (id),
  line_1 text not null,
  city text not null,
  state char(2) not null check (state ~ '^[A-Z]{2}$'),
  zip_code text not null check (zip_code ~ '^[0-9]+$')
);
create index practice_addresses_practice_idx on practice_addresses (practice_id, id);

create table practice_phone_numbers (
  id serial primary key,
  practice_id integer not null references practices (id),
  name text not null,
  number char(10) not null check (number ~ '^[0-9]{10}$')
);
create index practice_phone_numbers_practice_idx on practice_phone_numbers (practice_id, id);
