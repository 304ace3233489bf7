export * from './catalogue.ts';
export * from './commerce.ts';
export * from './learning.ts';
export * from './users.ts';
