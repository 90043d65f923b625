/**
 * The rules in force, under the toolbar: one line with the goal, which opens on the
 * game's rules in full (goal, what a gap takes, redeals). A native disclosure, so
 * the keyboard (Enter, Space) and screen readers ("collapsed", "expanded") need nothing
 * more. The words are the engine's (`rulesInFull`), the same that Choose Rules shows.
 * Rules chosen for the next deal are named under it, with a way to deal them now.
 */
import { rulesInFull, rulesTitle, type RuleOptions } from '../../engine';
import { Button } from './Button';

export interface RulesInfoProps {
	readonly rules: RuleOptions;
	/** The rules chosen for the next deal, when they differ from this game's. */
	readonly next?: RuleOptions;
	readonly onDealNow: () => void;
}

export function RulesInfo({ rules, next, onDealNow }: RulesInfoProps) {
	const { title, sections } = rulesInFull(rules);
	const [goal, ...rest] = sections;
	return (
		<>
			<details class="rules-info">
				<summary>
					<span class="rules-label">Rules</span> <span class="rules-goal">{goal.text}</span>
				</summary>
				<section class="rules-text" aria-label={`Rules of ${title}`}>
					<h2>{title}</h2>
					<dl>
						{rest.map((section) => (
							<div key={section.heading}>
								<dt>{section.heading}</dt>
								<dd>{section.text}</dd>
							</div>
						))}
					</dl>
				</section>
			</details>
			{next && (
				<p class="rules-next">
					Next deal: <strong>{rulesTitle(next)}</strong>; this game keeps its rules.{' '}
					<Button label="Deal now" onPress={onDealNow} />
				</p>
			)}
		</>
	);
}
