//! `kit --help` and `kit COMMAND --help` (and `-h`): the usage, what the command does and one
//! example, on stdout with exit status 0, for every command in `kit::usage::COMMANDS`.

use kit::scaffold::Layout;
use kit::usage::COMMANDS;
use std::process::Command;

/// Runs `kit args`, expects success with nothing on stderr, returns stdout.
fn help(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_kit"))
        .args(args)
        .output()
        .expect("the kit binary runs");
    assert_eq!(out.status.code(), Some(0), "kit {args:?}");
    assert!(
        out.stderr.is_empty(),
        "kit {args:?}: stderr {:?}",
        out.stderr
    );
    String::from_utf8(out.stdout).expect("UTF-8 help")
}

#[test]
fn every_command_answers_help_with_its_usage_and_an_example() {
    for flag in ["--help", "-h"] {
        let top = help(&[flag]);
        assert!(top.contains("Example: kit "), "{top}");
        for command in &COMMANDS {
            assert!(top.contains(&format!("  kit {}", command.name)), "{top}");
            let text = help(&[command.name, flag]);
            assert!(
                text.contains(&format!("Usage: kit {}", command.name)),
                "{text}"
            );
            assert!(
                text.contains(&format!("Example: kit {}", command.name)),
                "{text}"
            );
        }
    }
}

#[test]
fn kit_new_help_describes_every_layout() {
    // Asked for after the slug too: help wins over the command, so nothing is written.
    for args in [&["new", "--help"][..], &["new", "zz-not-written", "-h"]] {
        let text = help(args);
        for layout in Layout::ALL {
            let line = format!("  {:<9} {}", layout.name(), layout.describe());
            assert!(text.contains(&line), "{line:?} not in {text}");
        }
    }
}
