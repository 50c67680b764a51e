//! The kit's command-line help: each command's usage, what it does and one example, answered by
//! `kit --help` and `kit COMMAND --help` (or `-h`) on stdout with exit status 0. The guide's
//! page on adding a problem (`docs/adding-a-problem.md`) says the same at length.

use crate::scaffold::Layout;

/// One command of `kit`.
pub struct Command {
    /// The word that selects it: `kit NAME ...`.
    pub name: &'static str,
    /// Its arguments after the name.
    pub args: &'static str,
    /// What it does, one paragraph.
    pub about: &'static str,
    /// One command line that uses it.
    pub example: &'static str,
}

/// Every command, in the order `kit --help` lists them.
pub const COMMANDS: [Command; 3] = [
    Command {
        name: "check",
        args: "",
        about: "Names every missing part of every problem crate (statement, metadata, samples, \
                descriptor, README rows, TODOs left, random inputs its own solve refuses); \
                exit status 1 if any.",
        example: "kit check",
    },
    Command {
        name: "readme",
        args: "",
        about: "Rewrites the generated parts of README.md and docs/ (the problem and judge \
                tables, the counts) from the crates' metadata; a test fails while they are \
                stale.",
        example: "kit readme",
    },
    Command {
        name: "new",
        args: "SLUG [--layout LAYOUT] [--case FIELDS] [--answer ANSWER] [--cpp] [--checker | \
               --interactive]",
        about: "Writes a new problem crate crates/SLUG (statement, metadata, lib.rs, study.rs, \
                main.rs), an empty testdata/SLUG, and wires it into the lab and the README. \
                From the input's shape (LAYOUT and one case's FIELDS) and the output's \
                (ANSWER) it writes the reader, the case's structs, solve and brute_solve with \
                their loops, the random, shrunk, worst and every small input, and the tests: \
                what is left is the game, its fast rule and brute force, its limits. --cpp also \
                writes cpp/SLUG.cpp, a C++11 program with the same reader, input contract and \
                output loop, for a problem whose judges take no Rust. --checker, where several \
                answers are right, also writes src/checker.rs (the rule that decides whether an \
                answer is right, left to write), and the tests, stress runs and samples judge \
                by it. --interactive writes a player instead: the judge's first lines are \
                LAYOUT (cases or single) and FIELDS, each game played by `play` (left to \
                write) in solve's loop, the judge's side `interactor` in study.rs with its \
                `judge` (left to write), run over pipes by src/bin/jury.rs; no --answer, no \
                --cpp.",
        example: "kit new hdu1536-s-nim --layout sentinel --case 'k:1..=100 s[k]:1..=10000 \
                  m:1..=100 games[m](l:1..=100 h[l]:0..=10000)' --answer line",
    },
];

/// The forms of `kit new --case` and `--answer`, for its help.
const NEW_FIELDS: &str = "
FIELDS are one case's tokens in order, separated by spaces (default: n):
  n             a number (0..=10^18; 1..=10^5 when it gives a list's length)
  n:1..=100     a number in a range; the reader refuses what is outside
  a[n]          n numbers (a[n-1]: one fewer, a[3]: three); a[n]:0..=9 their range
  e[m](u v)     m lines, each the fields in parentheses (nested lists allowed)
  w:word        a token of text (a row of a grid), read as it is
In the sentinel layout the case starts with a number from 1: zeros there end the input.
ANSWER is what each case prints on its line:
  words:W,L     W when the player to move wins, else L (default: words:First,Second)
  number        a number
  line          a line of text: several words or letters, or several lines
";

/// The help text of `kit COMMAND --help`, or of `kit --help` when `command` is `None` or names
/// no command. `kit new`'s lists the layouts (`Layout::ALL`) with what each means.
pub fn help(command: Option<&str>) -> String {
    let usage = |c: &Command| format!("kit {} {}", c.name, c.args).trim_end().to_string();
    match command.and_then(|name| COMMANDS.iter().find(|c| c.name == name)) {
        Some(c) => {
            let mut text = format!("{}\n\nUsage: {}\n", wrap(c.about), usage(c));
            if c.name == "new" {
                text.push_str("\nLAYOUT says how the judge's input ends its cases:\n");
                for layout in Layout::ALL {
                    text.push_str(&format!("  {:<9} {}\n", layout.name(), layout.describe()));
                }
                text.push_str(NEW_FIELDS);
            }
            text.push_str(&format!("\nExample: {}\n", c.example));
            text
        }
        None => {
            let mut text = wrap(
                "The problem kit: checks that every problem crate is complete, writes the \
                 generated parts of the docs, scaffolds a new problem. Run it from inside the \
                 workspace (`just check`, `just readme`, `just new SLUG`).",
            );
            text.push_str("\n\nUsage:\n");
            for c in &COMMANDS {
                text.push_str(&format!("  {}\n", usage(c)));
            }
            text.push_str("\n`kit COMMAND --help` says more about each.\n");
            text.push_str(&format!("\nExample: {}\n", COMMANDS[0].example));
            text
        }
    }
}

/// Whether `args` (after the program name) ask for help: `--help` or `-h` anywhere.
pub fn wants_help(args: &[&str]) -> bool {
    args.iter().any(|a| matches!(*a, "--help" | "-h"))
}

/// `text` broken into lines of at most 90 characters at spaces (a longer word stays whole).
fn wrap(text: &str) -> String {
    let mut lines: Vec<String> = vec![String::new()];
    for word in text.split_whitespace() {
        let line = lines.last_mut().expect("one line at least");
        if !line.is_empty() && line.len() + 1 + word.len() > 90 {
            lines.push(word.to_string());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines.join("\n")
}
