/**
 * The rules in force, under the toolbar: one line with the goal, which opens on the
 * game's rules in full (goal, what a gap takes, redeals). A native disclosure, so
 * the keyboard (Enter, Space) and screen readers ("collapsed", "expanded") need nothing
 * more. The words are the engine's (`rulesInFull`), the same that Choose Rules shows.
 */
import { rulesInFull, type RuleOptions } from '../../engine';

export function RulesInfo({ rules }: { readonly rules: RuleOptions }) {
	const { title, sections } = rulesInFull(rules);
	const [goal, ...rest] = sections;
	return (
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
	);
}
