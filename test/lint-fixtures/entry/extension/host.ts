// The host's body for the entry fixture: the entry may name its types, not load it.
export interface Host {
	readonly name: string;
}
