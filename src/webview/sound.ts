/**
 * Short synthesised blips (no sound files to ship or allow in the CSP): a low one when
 * a click does nothing, a rising three-note one for a win. Quiet on purpose.
 */
export type Sound = 'illegal' | 'win';

/** [frequency in Hz, start in s, length in s] for each note. */
const NOTES: Record<Sound, readonly (readonly [number, number, number])[]> = {
	illegal: [[196, 0, 0.09]],
	win: [
		[523.25, 0, 0.12],
		[659.25, 0.1, 0.12],
		[783.99, 0.2, 0.24],
	],
};

const VOLUME = 0.05;
let context: AudioContext | undefined;

export function playSound(sound: Sound): void {
	if (typeof AudioContext === 'undefined') {
		return;
	}
	context ??= new AudioContext();
	const ctx = context;
	void ctx.resume();
	for (const [frequency, start, length] of NOTES[sound]) {
		const at = ctx.currentTime + start;
		const oscillator = ctx.createOscillator();
		const gain = ctx.createGain();
		oscillator.type = 'triangle';
		oscillator.frequency.value = frequency;
		// A fast attack and an exponential fade, so the note has no click at either end.
		gain.gain.setValueAtTime(0.0001, at);
		gain.gain.exponentialRampToValueAtTime(VOLUME, at + 0.012);
		gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
		oscillator.connect(gain).connect(ctx.destination);
		oscillator.start(at);
		oscillator.stop(at + length + 0.02);
	}
}
