/**
 * `milliseconds('$1')`: a statement's interval from a number of milliseconds (a parameter or a
 * column), for lease and retry times the workers keep as numbers. A double, so a delay of a day
 * or a fraction of a millisecond needs no other unit.
 */
export const milliseconds = (sql: string) => `${sql}::double precision * interval '1 millisecond'`;
