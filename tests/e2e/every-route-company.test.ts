// Every route as each of the company roles (super admin, customer service, sales, technology, executive, billing, report access, service account): every page settles with no console error and no failed request,
// and a page the role may not open says so. The visits live in harness/everyRoute.ts; the roles are
// split over three files so that the end-to-end workers share them.
import { describeEveryRoute } from './harness/everyRoute';

describeEveryRoute('company');
