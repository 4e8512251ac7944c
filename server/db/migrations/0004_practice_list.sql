-- The practice list (document 1, sections 2 and 9): practices that are not archived, listed by
-- name by default ("Default ordering: practices by name"), ties broken by id. The addresses and
-- phone numbers each row shows are those of migration 0003.

create index practices_name_idx on practices (name, id) where not archived;
