export * from './leagues';
export * from './teams';
export * from './users';
