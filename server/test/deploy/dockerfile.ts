// A Dockerfile read into stages and instructions, as the builder reads it (no container engine exists on our
// machines): comment lines dropped, `\` continuations joined, leading `--flag=value` options split off, exec form
// (a JSON array) parsed, and ARG defaults substituted in FROM.

export interface Instruction {
  keyword: string;
  /** The arguments after the options, as written (continuations joined with a space). */
  args: string;
  /** `--name=value` options before the arguments (`--from` of COPY, `--interval` of HEALTHCHECK...). */
  options: Record<string, string>;
  /** The arguments as an exec-form array, when written as one. */
  exec: string[] | undefined;
  line: number;
}

export interface Stage {
  /** The image of FROM, with ARG defaults substituted. */
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

export interface Dockerfile {
  stages: Stage[];
}

function logicalLines(text: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let current: { text: string; line: number } | undefined;
  text.split(/\r?\n/).forEach((raw, index) => {
    // Comment lines are removed before continuations are joined, even inside an instruction.
    if (/^\s*#/.test(raw)) return;
    const continued = /\\\s*$/.test(raw);
    const part = continued ? raw.replace(/\\\s*$/, '') : raw;
    if (current) current.text += ` ${part.trim()}`;
    else if (part.trim() !== '') current = { text: part.trim(), line: index + 1 };
    if (!continued && current) {
      lines.push(current);
      current = undefined;
    }
  });
  if (current) lines.push(current);
  return lines;
}

function parseInstruction(text: string, line: number): Instruction {
  const [, keyword = '', rest = ''] = /^(\S+)\s*([\s\S]*)$/.exec(text) ?? [];
  const options: Record<string, string> = {};
  let args = rest;
  for (let match = /^--([\w-]+)(?:=(\S*))?\s+/.exec(args); match; match = /^--([\w-]+)(?:=(\S*))?\s+/.exec(args)) {
    options[match[1]!] = match[2] ?? 'true';
    args = args.slice(match[0].length);
  }
  let exec: string[] | undefined;
  // HEALTHCHECK's command follows the word CMD.
  const command = keyword.toUpperCase() === 'HEALTHCHECK' ? args.replace(/^CMD\s+/i, '') : args;
  if (command.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(command);
      if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) exec = parsed;
    } catch {
      exec = undefined;
    }
  }
  return { keyword: keyword.toUpperCase(), args, options, exec, line };
}

function substitute(value: string, args: Record<string, string>): string {
  return value.replace(/\$\{(\w+)\}|\$(\w+)/g, (whole, braced?: string, bare?: string) => args[braced ?? bare ?? ''] ?? whole);
}

/** Reads a Dockerfile's stages; instructions before the first FROM may only be ARG. */
export function parseDockerfile(text: string): Dockerfile {
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const { text: line, line: number } of logicalLines(text)) {
    const instruction = parseInstruction(line, number);
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = instruction.args.split(/\s+/);
      stages.push({ image: substitute(image, globalArgs), name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword !== 'ARG') throw new Error(`line ${number}: ${instruction.keyword} before the first FROM`);
      const [, name = '', value = ''] = /^(\w+)(?:=(.*))?$/.exec(instruction.args) ?? [];
      globalArgs[name] = value.replace(/^(["'])(.*)\1$/, '$2');
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return { stages };
}

/** The variables an ENV instruction sets (`ENV A=1 B="two words"` or the older `ENV A value`). */
export function envOf(instruction: Instruction): Record<string, string> {
  const env: Record<string, string> = {};
  if (!instruction.args.includes('=')) {
    const [, name = '', value = ''] = /^(\S+)\s+([\s\S]*)$/.exec(instruction.args) ?? [];
    env[name] = value;
    return env;
  }
  for (const match of instruction.args.matchAll(/(\w+)=("(?:[^"\\]|\\.)*"|'[^']*'|\S*)/g)) {
    env[match[1]!] = match[2]!.replace(/^"([\s\S]*)"$/, '$1').replace(/^'([\s\S]*)'$/, '$1');
  }
  return env;
}

/** The environment a stage's commands and container see: every ENV of the stage, in order. */
export function stageEnv(stage: Stage): Record<string, string> {
  return Object.assign({}, ...stage.instructions.filter((i) => i.keyword === 'ENV').map(envOf)) as Record<string, string>;
}

/** The simple commands of a shell-form RUN (split at `&&`, `||` and `;`), each as its words. */
export function shellCommands(instruction: Instruction): string[][] {
  const script = instruction.exec ? instruction.exec.join(' ') : instruction.args;
  return script
    .split(/&&|\|\||;/)
    .map((command) => command.trim().split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0);
}
