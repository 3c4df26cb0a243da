// Which MDX bodies can reach the browser as static HTML (src/components/StaticBody): those that use
// no component with state of its own. Tabs, copy buttons and links work in static HTML too
// (src/behaviours/); the error-code table's filter needs React.

const NEEDS_REACT = /<(?:ApiErrorCodes)\b/;

export const isStaticMdx = (source: string): boolean => !NEEDS_REACT.test(source);
