/** A list written as one string, its words apart by single spaces. */
export const listOf = (list: string) => list.split(' ');
