/** A class as people name it: its grade first, unless the class's own name already starts with it. */
export const classLabel = (gradeName: string, className: string): string =>
  !gradeName || className.startsWith(gradeName) ? className : `${gradeName}${className}`;
