export * from './drafts';
export * from './leagues';
export * from './season';
export * from './stats';
export * from './teams';
export * from './users';
