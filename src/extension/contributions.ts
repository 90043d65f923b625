/**
 * The names under which package.json contributes the parts the entry registers (a view
 * type, a language, a URI scheme): one place for the entry's lazy shells (lazy/) and the
 * host's implementations. Constants only, so that both bundles may hold a copy.
 */

/** The game panel (`activationEvents`, the `when` clauses of `menus`). */
export const GAME_PANEL_VIEW_TYPE = 'montana.game';

/** The `.gam` board (`customEditors`). */
export const GAM_EDITOR_VIEW_TYPE = 'montana.gameEditor';

/** The language of `.gam` text (`languages`), which its providers register for. */
export const GAM_LANGUAGE_ID = 'montana-gam';

export const GAM_DOCUMENTS = { language: GAM_LANGUAGE_ID } as const;

/** The walkthrough's sample game, read from the extension (gamEditor/sampleGame.ts). */
export const SAMPLE_GAME_SCHEME = 'montana-sample';
