/**
 * Today's game: one game number per calendar day, the same for everyone, so friends can
 * play the same cards and compare scores without agreeing on a number first. The number
 * is the local date read as digits, year, month and day (YYYYMMDD), which a person can
 * check by eye and which always lies within the game numbers (1 .. 4294967295).
 */
export function dailyGameNumber(date: Date): number {
	return date.getFullYear() * 10_000 + (date.getMonth() + 1) * 100 + date.getDate();
}
