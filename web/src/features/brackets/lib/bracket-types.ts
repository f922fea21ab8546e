// The shapes this page reads from GET /api/events/{id}/brackets, named once for the feature.
export type { Brackets } from '@contracts/bracket';
export type { BracketMatch, BracketSide, DivisionBracket } from '@contracts/draw';
