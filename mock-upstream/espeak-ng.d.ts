/** The espeak-ng package (eSpeak NG compiled by emscripten) ships no types: what the mock upstream uses of it. */
declare module 'espeak-ng' {
  interface ESpeakModuleOptions {
    /** The command line, as the `espeak-ng` program takes it: main() runs once with it. */
    arguments: string[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
    /** Called at exit instead of setting process.exitCode. */
    quit?: (status: number, toThrow: unknown) => void;
    instantiateWasm?: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => object;
  }
  interface ESpeakModule {
    FS: { readFile(path: string): Uint8Array };
  }
  export default function ESpeakNg(options: ESpeakModuleOptions): Promise<ESpeakModule>;
}
