//! `kit --help` and `kit COMMAND --help` (and `-h`): the usage, what the command does and one
//! example, on stdout with exit status 0, for every command in `kit::usage::COMMANDS`.

use kit::scaffold::Layout;
use kit::usage::COMMANDS;
use std::path::Path;

mod support {
    pub mod docs;
}

/// `kit args`, checked by `support::docs::help_text` (status 0, nothing on stderr, an example
/// of `kit COMMAND`); its stdout.
fn help(args: &[&str], command: &str) -> String {
    support::docs::help_text(Path::new(env!("CARGO_BIN_EXE_kit")), args, command)
}

#[test]
fn every_command_answers_help_with_its_usage_and_an_example() {
    for flag in ["--help", "-h"] {
        let top = help(&[flag], "kit");
        for command in &COMMANDS {
            assert!(top.contains(&format!("  kit {}", command.name)), "{top}");
            let text = help(&[command.name, flag], &format!("kit {}", command.name));
            assert!(
                text.contains(&format!("Usage: kit {}", command.name)),
                "{text}"
            );
        }
    }
}

#[test]
fn kit_new_help_describes_every_layout() {
    // Asked for after the slug too: help wins over the command, so nothing is written.
    for args in [&["new", "--help"][..], &["new", "zz-not-written", "-h"]] {
        let text = help(args, "kit new");
        for layout in Layout::ALL {
            let line = format!("  {:<9} {}", layout.name(), layout.describe());
            assert!(text.contains(&line), "{line:?} not in {text}");
        }
    }
}
