/** The value of a `--name=value` argument (everything after the first `=`), or undefined. */
export const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
