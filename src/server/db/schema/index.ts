export * from './leagues';
export * from './stats';
export * from './teams';
export * from './users';
