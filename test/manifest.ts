/** The parts of package.json that tests read: VS Code hands it over untyped (`packageJSON: any`). */
export interface Manifest {
	readonly activationEvents: string[];
	readonly contributes: {
		readonly commands: { command: string; category: string; icon: string }[];
		readonly keybindings: { command: string; key: string; when: string }[];
		readonly configuration: {
			readonly properties: Record<
				string,
				{
					default: unknown;
					enum?: unknown[];
					enumItemLabels?: string[];
					enumDescriptions?: string[];
					minimum?: number;
					maximum?: number;
				}
			>;
		};
	};
}
