import { programDetails } from '@/features/programs/content/program-details';
import {
  type ProgramDetail,
  type ProgramDetailKind,
  programDetailKinds,
} from '@/features/programs/content/types';

export function isProgramDetailKind(value: string): value is ProgramDetailKind {
  return (programDetailKinds as readonly string[]).includes(value);
}

/**
 * The detail of a kind, or undefined for a kind this page does not know (it shows the fallback).
 */
export function findProgramDetail(kind: string): ProgramDetail | undefined {
  return isProgramDetailKind(kind) ? programDetails[kind] : undefined;
}
