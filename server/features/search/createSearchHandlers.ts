import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import { searchAssetsQuery, type SearchPage } from './searchAssetsQuery';
import { searchTermProblems } from './searchTermProblems';

/** The options whose term is last and first name; the others search one text. */
const twoNameModels = new Set(['patient_name', 'practice_team_member']);

const emptyPage: SearchPage = { data: [], current_page: 1, last_page: 1, total: 0 };

/**
 * The asset search (POST search). Every signed-in user may search; the Practice option is for
 * super users only ([search-practice-super-users]); each filled term needs 3 characters
 * ('Minimum 3 characters.', [search-min-chars]). Data scope: super users search everything,
 * anyone else the patients of their patient list's scope and their own practice's team members;
 * a user with no practice finds nothing.
 *
 * @example
 * operations.register(app, 'search', { ...createSearchHandlers(db) });
 */
export function createSearchHandlers(db: Database): OperationHandlers {
  return {
    async searchAssets(call) {
      const profile = call.profile;
      const body = call.body;
      if (body.search_model === 'practice' && !profile.isSuperUser) throw ApiError.forbidden();
      // A name option takes {last_name, first_name}; a one-text option takes the text.
      const term = body.search_term;
      if (twoNameModels.has(body.search_model) !== (typeof term === 'object')) {
        throw ApiError.validation(['000F0002'], { search_term: ['Search term does not fit the search model.'] });
      }
      const problems = searchTermProblems(term);
      if (Object.keys(problems).length > 0) {
        const missing = Object.values(problems).some((messages) => messages.includes('Required'));
        throw ApiError.validation(missing ? ['000F0001'] : ['000F0003'], problems);
      }
      if (call.scoped.patients.rows === 'none') return emptyPage;
      return searchAssetsQuery(db, call.scoped, { model: body.search_model, term, page: body.page ?? 1, limit: body.limit ?? 20 });
    },
  };
}
