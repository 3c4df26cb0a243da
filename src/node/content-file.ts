import type { CreateNodeArgs } from "gatsby";

/** The File node an MDX node was made from, as the steps adding its fields read it. */
export type ContentFile = { sourceInstanceName: string; relativePath: string; absolutePath?: string };

/** The file as editors name it in a problem: "content/docs/help/odesilani-sms.mdx". */
export const contentFileName = (file: ContentFile) => `content/${file.sourceInstanceName}/${file.relativePath}`;

/** What a step adding an MDX node's fields gets from onCreateNode. */
export type FieldArgs = Pick<CreateNodeArgs, "node" | "getNode" | "actions" | "reporter">;
