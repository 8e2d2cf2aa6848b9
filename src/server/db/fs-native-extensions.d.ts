/** The two calls of fs-native-extensions 1.5.1 this project uses (it ships no types). */
declare module 'fs-native-extensions' {
  /** An exclusive lock on fd's whole file; false when another holder has it. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
