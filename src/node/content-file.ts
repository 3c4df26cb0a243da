import type { CreateNodeArgs } from "gatsby";

/** The File node an MDX node was made from, as the steps adding its fields read it. */
export type ContentFile = { sourceInstanceName: string; relativePath: string; absolutePath?: string };

/** What a step adding an MDX node's fields gets from onCreateNode. */
export type FieldArgs = Pick<CreateNodeArgs, "node" | "getNode" | "actions" | "reporter">;
