// What the entry fixture must not load at activation.
export function createWorld(): void {}
