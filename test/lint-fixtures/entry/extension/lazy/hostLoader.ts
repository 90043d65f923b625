// A shell of the entry fixture: the entry may import its shells.
import type { Host } from '../host';

export function loadHost(): Host {
	return { name: 'host' };
}
