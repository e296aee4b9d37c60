export * from './auth-throttle';
export * from './drafts';
export * from './idempotency';
export * from './leagues';
export * from './season';
export * from './stats';
export * from './teams';
export * from './users';
